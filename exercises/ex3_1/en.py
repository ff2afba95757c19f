"""Exercise ex3_1: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex3_1.title": "Exercise 3.1 · Compare SelfAttention_v1 and v2",
    "ex3_1.statement": "`SelfAttention_v2` uses `nn.Linear` layers; `SelfAttention_v1` uses raw "
        "parameter matrices. Write `ex3_1(sa_v1, sa_v2)` that changes `sa_v1` in place so that "
        "it returns exactly what `sa_v2` returns, by giving `sa_v1`'s own parameters `W_query`, "
        "`W_key` and `W_value` the weights of `sa_v2`. It returns nothing. Afterwards "
        "`sa_v1(x)` must work on the book's float32 inputs.",
    "ex3_1.hint.1": "nn.Linear computes x @ weight.T, while SelfAttention_v1 computes x @ W.",
    "ex3_1.hint.2": "Assign with torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ under "
        "torch.no_grad().",
    "ex3_1.missing_param": "sa_v1.{name} is no longer a tensor: give it the weights, do not remove it.",
    "ex3_1.not_transposed": "sa_v1.{name} has shape {got}, but SelfAttention_v1 multiplies x @ W and needs {want}: "
        "nn.Linear stores its weight transposed.",
    "ex3_1.not_transposed_square": "For a square layer (d_in = d_out = {size}) sa_v1.{name} holds sa_v2.{name}.weight "
        "itself, not its transpose: W and W.T have the same shape there, so a test on the shape (or a transpose only "
        "when the shapes differ) skips it. Always transpose the nn.Linear weight: sa_v2.{name}.weight.T.",
    "ex3_1.scaled": "sa_v1.{name} holds sa_v2's weights times {c}: a factor is applied to the parameter "
        "after (or while) copying it, such as a scale folded into the layer. The copy must be the transposed "
        "weight as it is: SelfAttention_v1 already divides the scores by √d_k in its forward.",
    "ex3_1.columns_mixed": "Each column of sa_v1.{name} is a column of the right weights, but in another "
        "arrangement: {columns}. The weights were cut apart in another layout than they were joined (three "
        "(d_in, d_out) blocks side by side are split by chunk(3, dim=1) or view(d_in, 3, d_out).unbind(1), "
        "not by a view that puts the 3 last): copy each layer's transposed weight into its own parameter.",
    "ex3_1.assign_parameter_op": "Your code wraps the weight in nn.Parameter and then transposes it (or applies "
        "another op to it, nn.Parameter(w).T): any op on a Parameter returns a plain tensor, which cannot "
        "replace a module's parameter. Transpose first, then wrap: torch.nn.Parameter(sa_v2.W_query.weight.T), "
        "or copy_ it under torch.no_grad().",
    "ex3_1.weights_differ": "sa_v1.{name} does not hold sa_v2's weights: give sa_v1's own parameter {name} the "
        "transposed weight of sa_v2.{name}.",
    'ex3_1.copied': "Your function copies sa_v2's weights into a copy of the module (copy.deepcopy or a new one) and returns that copy, but the sa_v1 you were given, the caller's, still holds its own random {name}: the exercise changes sa_v1 itself. Copy into the given sa_v1's parameters instead (sa_v1.{name} = nn.Parameter(sa_v2.{name}.weight.T), or copy_ under torch.no_grad()); nothing needs to be returned.",
    "ex3_1.rebound_local": "Your function binds the name sa_v1 to another module (or tensor) inside the "
        "function: that only changes what the local name points to, so the sa_v1 you were given, the caller's, "
        "still holds its own random {name}. Change the given module itself: sa_v1.{name} = "
        "nn.Parameter(sa_v2.{name}.weight.T), or copy_ into its parameters under torch.no_grad().",
    "ex3_1.rebound": "Your function copies sa_v2's weights into another module and returns it (the name sa_v1 "
        "rebound inside the function), but the sa_v1 you were given, the caller's, still holds its own "
        "random {name}: rebinding a parameter name never changes the caller's object. Copy into the given "
        "sa_v1's parameters instead (sa_v1.{name} = nn.Parameter(sa_v2.{name}.weight.T), or copy_ under "
        "torch.no_grad()).",
    "ex3_1.returned_other": "Your function returns another module and leaves the sa_v1 you were given with its "
        "own random {name}: change the given sa_v1 itself (give it sa_v2.{name}.weight.T).",
    "ex3_1.not_copied": "sa_v1.{name} still holds sa_v1's own random weights: it was never copied from sa_v2. "
        "Give it sa_v2.{name}.weight.T.",
    "ex3_1.swapped": "sa_v1.{name} holds the (transposed) weights of sa_v2.{source}: the weights are swapped. "
        "Each of sa_v1's parameters takes the transposed weight of sa_v2's layer of the same name "
        "(W_key from W_key, W_value from W_value).",
    "ex3_1.assign_tensor": "A module's parameter can only be replaced by another nn.Parameter: wrap the weight "
        "as torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ it under torch.no_grad().",
    "ex3_1.dtype": "sa_v1.{name} is {got}, but the book's inputs are float32, so sa_v1(x) fails: keep "
        "the weights in float32 (no .double()).",
    "ex3_1.dtype_half": "sa_v1.{name} is {got}, a half-precision type (the kind .half() or .bfloat16() "
        "makes), but the book's inputs are float32, so sa_v1(x) fails: keep the weights in float32 (no cast to "
        "{got}).",
    "ex3_1.forward_failed": "After your change sa_v1(x) raises an error on the book's inputs: {error}",
    "ex3_1.output_differs": "sa_v1 holds sa_v2's weights, but sa_v1(x) still differs from sa_v2(x): do not "
        "change sa_v1's forward.",
    'ex3_1.one_source': 'The parameters {names} of sa_v1 all hold the (transposed) weights of sa_v2.{source}: they were copied from the same layer (a line pasted from another without its source changed, or getattr(sa_v2, "{source}") left fixed in a loop over the names). Each parameter takes the transposed weight of sa_v2\'s layer of its own name: getattr(sa_v2, name).weight.T.',
    'ex3_1.state_dict_unloaded': "sa_v1.{name} still holds sa_v1's own random weights: your code puts the new weights into the dict that state_dict() returned, and assigning to its entries (sd[k] = …) changes only that dict, not the module, and nothing loads it back. Load it, sa_v1.load_state_dict(sd) (with the keys 'W_query', …), or give the parameter itself sa_v2.{name}.weight.T.",
    'ex3_1.dtype_made': "sa_v1.{name} is {got}, but the book's inputs are float32, so sa_v1(x) fails: a tensor made with dtype=float, or from numpy's float64, is float64. Keep the weights in float32: dtype=torch.float32, or .float().",
}
