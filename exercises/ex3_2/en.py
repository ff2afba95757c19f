"""Exercise ex3_2: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex3_2.title": "Exercise 3.2 · Two-dimensional embedding vectors",
    "ex3_2.statement": "Write `ex3_2(MultiHeadAttentionWrapper)` that creates and returns a "
        "wrapper with `num_heads=2` for the book's batch (2 sequences of 6 tokens, 3 "
        "dimensions, dropout 0.0, and the book's query, key and value layers without bias) whose output context vectors are 2-dimensional, i.e. of shape "
        "(2, 6, 2).",
    "ex3_2.hint.1": "The wrapper concatenates its heads: the output size is num_heads × d_out.",
    "ex3_2.hint.2": "In the wrapper d_out is the size of one head.",
    "ex3_2.wrapper_inside": "You return a {got} that holds a MultiHeadAttentionWrapper ({heads} heads of "
        "d_out={d_out}, {width} features) besides other layers. Return the wrapper itself, built so that "
        "its own output is 2 features wide: in the wrapper d_out is the size of one head, so d_out=1 with "
        "num_heads=2, and no extra layer to bring the width down.",
    "ex3_2.not_wrapper": "Return a MultiHeadAttentionWrapper instance, not a {got}.",
    'ex3_2.heads_cut': 'The wrapper you return has {got} head(s): your code builds it and then changes its heads (w.heads = …), so the module no longer has the two heads it was built with. The exercise asks for two heads, num_heads=2, each with d_out=1: pick d_out so that the concatenated output has 2 features, and return the wrapper as built.',
    "ex3_2.heads": "The wrapper has {got} head(s) (num_heads={got}); the exercise asks for two heads, num_heads=2, each "
        "with d_out=1, so that the concatenated output has 2 features.",
    "ex3_2.d_in": "d_in is {got}, but the book's tokens have 3 dimensions.",
    "ex3_2.context_axis": "context_length is {got}, shorter than the 6 tokens of the batch: {got} is the book "
        "batch's size along axis {axis} (batch.shape[{axis}], of (2, 6, 3): the sequences, then the tokens, then "
        "the features). The context length counts tokens, batch.shape[1] = 6, the longest input the causal mask "
        "must cover.",
    "ex3_2.context": "context_length is {got}, shorter than the 6 tokens of the batch: context_length is the "
        "longest input the causal mask covers (at least 6 here), not the width of the output.",
    "ex3_2.shape": "Expected shape {want}, got {got}: in the wrapper d_out is each head's width and the "
        "{heads} heads are concatenated, so your d_out of {per_head} gives {heads} × {per_head} "
        "features. For {want} the right d_out is {want_per_head}.",
    "ex3_2.heads_shared": "Head {head} of your wrapper has exactly the query, key and value weights of head 0 "
        "(the same CausalAttention put in twice, heads[{head}] = heads[0], or its weights copied), so the "
        "two output columns are equal copies. Each head must be its own module with its own weights, as "
        "the wrapper builds them: return it as built, with d_out=1 per head.",
    "ex3_2.dtype": "Your wrapper's layers are {got}, while the book's batch is {want}, torch's default: called on "
        "it, the wrapper raises (a product of {want} inputs with {got} weights). Return the wrapper as it is "
        "constructed, without .double(), .half() or .to(dtype).",
    "ex3_2.bias": "Your wrapper's query, key and value layers have a bias: the wrapper was given a qkv_bias "
        "that Python reads as true (True, 1, or any object that is not false, such as an Enum member). The "
        "exercise keeps the book's call, qkv_bias=False: change only d_out. With a bias the layers "
        "draw other initial weights, so the outputs differ from the book's.",
    "ex3_2.dropout": "The wrapper uses dropout {got}, but the exercise asks for dropout 0.0: with dropout "
        "the outputs change from call to call in training mode.",
}
