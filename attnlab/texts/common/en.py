"""Strings of the app itself and those the lessons share (header, shared widgets, figure axes and
labels, names of settings, input errors) in English."""

STRINGS: dict[str, str] = {
    # --- app ---
    "app.title": "# attnlab: self-attention on live tensors",
    "app.intro": "Every number below is computed live from the inputs on the left. Edit a cell, change "
        "the seed or step through the lesson and watch each tensor change. The defaults are the "
        "six-token example of chapter 3 of *Build a Large Language Model (From Scratch)*, so the "
        "numbers match the book. Tokens, rows, columns, heads, layers and choices are counted "
        "from 1 (a repeated token is labelled by its position: the second “our” of a sentence, at "
        "position 5, is “our (5)” in figures, choices and sentences alike), and only code indexes from 0 (the tabs are numbered as lessons: 0 is the prologue "
        "before the book's scores).",
    # --- shared widgets ---
    "widget.inputs": "Token embeddings (one row per token, one column per dimension)",
    "widget.inputs_info": "Up to 64 tokens and 512 dimensions; every cell must be a finite number.",
    "widget.labels": "Token labels (separated by spaces)",
    "widget.query": "Query token",
    "widget.seed": "Seed for the weight matrices",
    "widget.d_out": "d_out (size of q, k, v)",
    "widget.init": "How the weights are drawn",
    "widget.init_rand": "torch.rand, as SelfAttention_v1 (seed 123 = the book)",
    "widget.init_linear": "nn.Linear, as SelfAttention_v2 (seed 789 = the book)",
    "widget.step": "Step",
    "widget.prev": "◀ Previous step",
    "widget.next": "Next step ▶",
    "widget.reset": "Restore the book's example",
    "widget.figure": "Figure",
    "heading.tensor": "Tensor",
    "heading.shapes": "Shape",
    # --- axes of query-by-key heatmaps ---
    "axis.queries": "queries (rows)",
    "axis.keys": "keys (columns)",
    "axis.hover_qk": "query %{y} · key %{x}",
    # --- labels inside figures and shape tables (translated where they are drawn) ---
    "label.ones": "ones",
    "label.mask_m": "mask m",
    "label.row_sums": "row sums",
    "label.mask": "mask",
    "label.pad_mask": "pad (b, n)",
    "label.key_mask": "key mask (b, 1, 1, n)",
    "label.query_mask": "query mask (b, 1, n, 1)",
    "label.scores_bhnn": "scores (b, h, n, n)",
    "label.wq_per_head": "W_query.weight (per head)",
    "label.wq_fused": "W_query.weight (fused)",
    "label.nature": "nature",
    "label.money": "money",
    "label.function": "function word",
    "label.thing": "thing",
    "label.skill": "skill",
    "label.noun": "noun",
    "label.wrapper": "wrapper",
    "label.efficient": "efficient",
    # --- names of the settings that error messages quote (code-like names such as d_out stay) ---
    "param.seed": "seed",
    "param.delta": "delta",
    "param.fill": "fill",
    "param.heads": "heads",
    "param.init": "init",
    "param.multiplier": "multiplier",
    "param.scale": "scale",
    "param.step": "step",
    "param.steps": "steps",
    "param.lr": "lr",
    "param.task": "task",
    "param.query": "query",
    # --- errors ---
    "error.title": "Please check your input",
    "error.matrix_empty": "The matrix is empty: enter at least one row with at least one number.",
    "error.too_many_rows": "{n} tokens is too many: the limit is {limit}.",
    "error.too_many_cols": "{d} dimensions is too many: the limit is {limit}.",
    "error.ragged": "Row {row} has {got} numbers but the first row has {want}: every row needs the same length.",
    "error.cell_not_number": "Row {row}, column {col}: “{value}” is not a number.",
    "error.cell_empty": "Row {row}, column {col} is empty: enter a number.",
    "error.cell_not_finite": "Row {row}, column {col}: NaN and infinity are not allowed; enter a finite number.",
    "error.cell_too_large": "Row {row}, column {col}: keep numbers within ±{limit}.",
    "error.not_integer": "{name} must be a whole number (got “{value}”).",
    "error.out_of_range": "{name} must be between {low} and {high}.",
    "error.query_range": "Pick the query among the {n} tokens.",
    "error.vector_empty": "Enter at least one number.",
    "error.not_number": "{name} must be a number (got “{value}”).",
    "error.dropout_p_negative": "p = {value} is negative, and a dropout probability cannot be: p is the chance "
        "that a weight is dropped, at least 0 (p = 0 drops nothing). Use a p from 0 to {high}.",
    "error.dropout_p_above_one": "p = {value} is above 1, and a dropout probability cannot be: p is the chance "
        "that a weight is dropped, at most 1. Use a p from 0 to {high}.",
    "error.dropout_p_not_finite": "The dropout probability p must be a finite number from 0 to {high} (got “{value}”).",
    "error.dropout_p_one": "p = 1 would drop every weight and divide the survivors by 1 − p = 0. Use a p "
        "from 0 to {high}.",
    "error.dropout_p": "p = {value} is above {high}, the largest p this lesson takes: so close to 1 nearly "
        "every weight is dropped and the survivors are multiplied by 1/(1 − p), which grows without "
        "bound as p nears 1.",
    "error.heads_divisible": "d_out = {d_out} cannot be split into {h} equal heads. Each head needs d_out / h "
        "features, so d_out must be a multiple of h: try {lower} or {upper}.",
    "error.heads_divisible_one": "d_out = {d_out} cannot be split into {h} equal heads. Each head needs d_out / h "
        "features, so d_out must be a multiple of h: try {option}.",
    "error.no_cuda": "CUDA was requested but no GPU is available here; use the CPU.",
    "error.no_such_path": "No such file or folder: {path}",
    "error.no_submissions": "No .py submissions found.",
    "error.gradescope_one": "The gradescope format grades one submission at a time ({n} given).",
    "error.bad_choice": "{name} must be one of: {choices}.",
    "error.internal": "Something went wrong while computing this step. Try the book's example again.",
    # --- widgets of more than one lesson (the Gradients and Training lab tabs) ---
    "widget.causal": "Causal mask",
}
