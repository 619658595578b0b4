import './fail-on-console-error.ts';
