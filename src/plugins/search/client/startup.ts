import {installTypeAhead} from './typeAhead';
import './button.css';

// Runs once per page load, in both search modes, before the search code itself is fetched.
if (typeof document !== 'undefined') installTypeAhead();
