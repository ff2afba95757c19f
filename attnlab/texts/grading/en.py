"""Strings of grading (feedback for every outcome, the Exercises tab, the reports) in English."""

STRINGS: dict[str, str] = {
    "title.exercises": "Exercises",
    "exercises.intro": "Pick an exercise, answer it and press **Check**. Code answers run in a sandbox that "
        "only computes (each code exercise says what confines it here). Your answers and progress "
        "stay in this browser (see *Your work* below). To grade a whole class, see the README: "
        "`python -m attnlab grade`.",
    "widget.exercise": "Exercise",
    "widget.answer_number": "Your answer (a number)",
    "widget.answer_text": "Your answer",
    "widget.answer_code": "Your code",
    "widget.check": "Check",
    "widget.show_starter": "Reset to the starter",
    "widget.hint": "Show a hint",
    "widget.open_lesson": "Open the lesson",
    "exercises.progress": "**Progress:** {score} / {total} points",
    "exercises.points": "{points} points",
    "exercises.result": "**{status}** · {score} / {max_score} points\n\n{feedback}",
    "exercises.hint": "**Hint {i} of {n}:** {hint}",
    "exercises.no_more_hints": "No more hints for this exercise.",
    "exercises.code_disabled": "Code answers are switched off on this server, which others can reach: it cannot "
        "confine code safely (missing: {missing}). Number and shape answers still work.",
    "exercises.answer_too_long": "Your answer is longer than {limit} characters: type just the number(s).",
    "exercises.unparsed_number": "Could not read “{value}” as a number: type it like 0.1234 (10/9 or 12.5% work too).",
    "exercises.unparsed_vector": "Could not read “{value}” as a list of numbers: type them like [0.1, 0.2, 0.3] or "
        "0.1, 0.2, 0.3.",
    "exercises.unparsed_shape": "Could not read “{value}” as a shape: type whole numbers like (1, 2, 3, 4).",
    "exercises.code_too_long": "Your code is longer than {limit} characters.",
    "status.passed": "Passed",
    "status.failed": "Not yet",
    "status.error": "Error",
    "status.missing": "Missing",
    # --- generic feedback ---
    "feedback.passed": "Correct. Well done!",
    "feedback.missing": "No answer: the submission has no top-level name for this exercise.",
    "feedback.malformed": "The answer's result could not be read ({what}); it scores nothing.",
    "feedback.not_callable": "This exercise expects a function, but the answer is a {got}.",
    "feedback.raised": "Your code raised an error: {error}",
    "feedback.not_tensor": "The {what} should be a torch.Tensor, but it is a {got}.",
    "feedback.bad_tensor": "The {what} must be an ordinary tensor with real values ({why}).",
    "feedback.not_number": "The answer should be a number, not {got}.",
    "feedback.not_sequence": "The answer should be a list or tuple of numbers, not {got}.",
    "feedback.not_sequence_item": "Every entry of the answer should be a number, but one is a {got}.",
    "what.output": "output",
    "what.output_n": "output {n}",
    "feedback.wrong_shape": "Expected the {what} to have shape {want}, got {got}.",
    "feedback.not_finite": "The {what} contains NaN or inf where every value should be finite.",
    "feedback.wrong_values": "The {what} has the right shape but wrong values: at {where} it is {got}, expected {want}.",
    "feedback.wrong_number": "{got} is not right. Check your arithmetic and give {digits} decimals.",
    "feedback.wrong_length": "Expected {want} numbers, got {got}.",
    "feedback.wrong_vector": "The numbers are not right yet. Check each component to 4 decimals.",
    "feedback.wrong_shape_answer": "That is not the resulting shape.",
    "feedback.wrong_count": "The function should return {want} tensor(s), it returned {got}.",
    "feedback.timeout": "Your code did not finish within {seconds} seconds (an endless loop?).",
    "feedback.cpu_limit": "Your code used up its CPU time (an endless loop?).",
    "feedback.scratch_full": "Your code was stopped: it wrote more than {mib} MiB or {files} files into its "
        "working folder, the most one answer may write.",
    "feedback.killed": "Your code was stopped ({signal}), probably for using too much memory.",
    "feedback.forbidden": "Your code tried something the sandbox does not allow and was stopped.",
    "feedback.crashed": "Your code crashed ({signal}).",
    "feedback.exited": "Your code ended the process (exit code {code}) before returning an answer.",
    "feedback.load_failed": "The submission could not be loaded: {error}",
    "feedback.not_defined_cell": "This answer was never defined: cell {cell}, which defines it, failed with "
        "{error} (line {line} of the cell). The other cells still ran.",
    "feedback.not_defined_line": "This answer was never defined: line {line} of your file raised {error}, and "
        "Python stops a file at its first error, so what comes after it did not run.",
    "feedback.raised_after_cell": "Your code raised an error: {error}. Cell {cell}, which defines that name, failed "
        "with {cause} (line {line} of the cell).",
    # --- how a submission ran (notes above its scores in the reports) ---
    "note.label": "note",
    "note.order_saved": "The cells ran in the order you last ran them (their In [n] numbers).",
    "note.order_document": "The cells ran from top to bottom.",
    "note.order_fallback": "The cells ran from top to bottom: in the order you last ran them (In [n]) more of "
        "them failed.",
    "note.cell_failed": "cell {cell}: {error} (line {line} of the cell); the cells after it still ran",
    "note.cell_went_on": "cell {cell}, line {line}: {error}: the grader does not have this module; only "
        "answers that use it fail",
    "note.line_failed": "line {line}: {error}; answers defined after this line were not loaded",
    "note.line_went_on": "line {line}: {error}: the grader does not have this module; only answers that use "
        "it fail",
    "note.skipped": "cell {cell}: `{line}` was skipped (IPython only; it does not run when grading)",
    "note.skipped_more": "{n} more IPython lines were skipped",
    "feedback.settings_note": "Note: your file changes a global torch setting at top level ({settings}). The "
        "grader runs each answer with torch's defaults, so tensors and modules your file made "
        "at top level keep your setting while the grader's inputs do not: make them inside the "
        "answer, or leave the setting out of the file you hand in.",
    "feedback.sandbox_failed": "The grader's sandbox failed; this is not your fault. Please try again.",
    # --- exercise-specific feedback ---
    "ex3_1.missing_param": "sa_v1.{name} is no longer a tensor: give it the weights, do not remove it.",
    "ex3_1.not_transposed": "sa_v1.{name} has shape {got}, but SelfAttention_v1 multiplies x @ W and needs {want}: "
        "nn.Linear stores its weight transposed.",
    "ex3_1.weights_differ": "sa_v1.{name} does not hold sa_v2's weights: give sa_v1's own parameter {name} the "
        "transposed weight of sa_v2.{name}.",
    "ex3_2.not_wrapper": "Return a MultiHeadAttentionWrapper instance, not a {got}.",
    "ex3_2.heads": "The wrapper has {got} head(s); the exercise asks for 2.",
    "ex3_2.d_in": "d_in is {got}, but the book's tokens have 3 dimensions.",
    "ex3_2.context": "context_length is {got}, shorter than the 6 tokens of the batch.",
    "ex3_2.shape": "Expected shape {want}, got {got}: in the wrapper d_out is each head's width and the "
        "{heads} heads are concatenated, so your d_out of {per_head} gives {heads} × {per_head} "
        "features. For {want} the right d_out is {want_per_head}.",
    "ex3_3.not_mha": "Return a MultiHeadAttention instance, not a {got}.",
    "ex3_3.not_real": "Parameter {name} is not a real parameter with values (meta or a subclass).",
    "ex3_3.device": "The parameters are on {got}, expected {want}: call .to(device) on the module.",
    "ex3_3.heads": "The module has {got} heads; GPT-2 small has 12.",
    "ex3_3.shape": "{name} has shape {got}, expected {want}: GPT-2 small maps 768 features to 768.",
    "ex3_3.context": "The causal mask covers {got} tokens; GPT-2 small's context is 1024.",
    "ex3_3.count": "The module has {got} parameters; expected {want}.",
    "ex3_3.output": "The module does not map (1, 4, 768) inputs to (1, 4, 768) outputs.",
    "ex_stable_softmax.overflow": "Your softmax returns NaN or inf for large scores: exp overflowed. Subtract the "
        "maximum along dim before exponentiating.",
    "ex_causal_weights.future": "Some query gives weight to a later key: the future is not masked.",
    "ex_causal_weights.row_sum": "The future is masked, but the rows do not sum to 1: renormalise, or mask with -inf "
        "before the softmax.",
    "ex_padding_attention.nan": "Some rows are NaN: a query whose keys are all padding gets 0/0. Set such rows to 0.",
    "ex_padding_attention.query_rows": "Rows of padded queries should be all 0: their outputs are ignored, so zero them "
        "after the softmax.",
    "ex_split_merge.no_transpose": "The heads have shape (b, n, h, hd): transpose(1, 2) is missing, so the heads are not "
        "in front of the tokens.",
    "ex_split_merge.reshape_mixes": "Reshaping straight to (b, h, n, hd) mixes features of different tokens into one "
        "head. View as (b, n, h, hd) first, then transpose.",
    "ex_mha_forward.no_mask": "Your output is attention without the causal mask: apply mask.bool()[:n, :n] before "
        "the softmax.",
    "ex_softmax_backward.missing_sum": "You returned P ⊙ dP: the softmax couples every entry of a row, so subtract "
        "Σ_j dP_j P_j inside the parentheses.",
    "ex_fix_second_head.same_head": "Your second head equals the first: the second head is a[0, 1], not a[0, 0].",
    "ex_fix_mask_heads.head_axis": "Still the original bug: the (b, 1, n) mask lines b up with the head axis. Index the "
        "padding as pad[:, None, None, :].",
    # --- feedback added for naming mistakes ---
    "feedback.device_mix": "Your code mixes devices: a tensor was created on cpu inside your function while the "
        "inputs are on {want}. Create new tensors with `device=x.device` (or use a registered "
        "buffer). ({error})",
    "feedback.output_device": "The {what} is on {got}, but the inputs are on {want}: keep the computation on the "
        "inputs' device (a numpy round trip moves it to the cpu).",
    "feedback.needs_contiguous": "`view` cannot merge the axes of a transposed tensor: call `.contiguous()` before "
        "`.view(...)`, or use `.reshape(...)`.",
    "feedback.max_tuple": "x.max(dim) returns a pair (values, indices), not a tensor: use x.max(dim, "
        "keepdim=True).values, or x.amax(dim, keepdim=True).",
    "ex3_1.assign_tensor": "A module's parameter can only be replaced by another nn.Parameter: wrap the weight "
        "as torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ it under torch.no_grad().",
    "feedback.not_finite_answer": "{got} is not a finite number: the answer must be real numbers, not NaN or inf.",
    "feedback.wrong_values_somewhere": "The result is not right yet.",
    "ex3_1.dtype": "sa_v1.{name} is {got}, but the book's inputs are float32, so sa_v1(x) fails: keep "
        "the weights in float32 (no .double()).",
    "ex3_1.dtype_half": "sa_v1.{name} is {got}: half precision (float16, from .half() or .to(torch.float16)), "
        "but the book's inputs are float32, so sa_v1(x) fails: keep the weights in float32 "
        "(no .half()).",
    "ex3_1.forward_failed": "After your change sa_v1(x) raises an error on the book's inputs: {error}",
    "ex3_1.output_differs": "sa_v1 holds sa_v2's weights, but sa_v1(x) still differs from sa_v2(x): do not "
        "change sa_v1's forward.",
    "ex3_2.dropout": "The wrapper uses dropout {got}, but the exercise asks for dropout 0.0: with dropout "
        "the outputs change from call to call in training mode.",
    "ex3_3.qkv_bias": "The module has {got} parameters, expected {want}: it was built with qkv_bias=True. "
        "The real GPT-2's {gpt2} include those query, key and value biases, but the exercise asks "
        "for the book's default qkv_bias=False.",
    "ex3_3.dtype": "Parameter {name} is {got}; keep the module in float32.",
    "ex3_3.dropout": "The module uses dropout {got}, but the exercise asks for dropout 0.0.",
    "ex_stable_softmax.global_max": "You subtract one maximum of the whole tensor: a row far below it underflows to "
        "0 / 0 = NaN. Subtract each slice's own maximum: x.amax(dim=dim, keepdim=True).",
    "ex_stable_softmax.keepdim": "The maximum lost its axis (keepdim is missing), so it broadcasts against the wrong "
        "axis or not at all: use x.amax(dim=dim, keepdim=True).",
    "ex_stable_softmax.max_wrong_dim": "The maximum is taken along another axis than the softmax: subtract the maximum along "
        "`dim` itself.",
    "ex_stable_softmax.min": "You subtract something smaller than the maximum (the minimum or the mean, say): "
        "the values above it stay large and exp still overflows. Subtract the maximum, so that "
        "the largest exponent is exp(0) = 1.",
    "ex_stable_softmax.ignores_dim": "Your softmax always runs along the last axis: use the `dim` argument.",
    "ex_stable_softmax.log_softmax": "You returned the log-softmax: exponentiate it, or divide exp(x − max) by its sum.",
    "ex_stable_softmax.not_finite": "Your softmax returns NaN or inf on some input.",
    "ex_causal_weights.scaled_again": "Your weights are right for the scores divided by √n once more: the scores given are "
        "already scaled, so use them as they are (mask, then softmax over the keys).",
    "ex_causal_weights.wrong_dim": "The softmax runs over the queries (columns) instead of the keys: use dim=-1.",
    "ex_causal_weights.masked_past": "You masked the past instead of the future: torch.tril keeps the lower triangle; the "
        "future (above the diagonal) is torch.triu(..., diagonal=1).",
    "ex_padding_attention.off_by_one": "Your padding mask is off by one: position i is padding exactly when i ≥ length "
        "(positions count from 0).",
    "ex_padding_attention.queries_masked": "You masked padded queries (rows) instead of padded keys (columns): index the mask "
        "as [:, None, None, :], so that no query attends to a padded key.",
    "ex_padding_attention.head_axis": "The mask has no head axis: (b, 1, n) lines b up with the heads of (b, h, n, n). "
        "Index it as [:, None, None, :].",
    "ex_padding_attention.inverted": "The mask is inverted: it hides the real tokens and keeps the padding.",
    "ex_padding_attention.keys_seen": "Some query still gives weight to a padded key.",
    "ex_split_merge.transpose_before_view": "You transposed (b, n, d) before splitting, so each head mixes features of different "
        "tokens: view as (b, n, h, hd) first, then transpose(1, 2).",
    "ex_split_merge.merge_no_transpose": "The merge reshapes (b, h, n, hd) straight to (b, n, d), mixing tokens: transpose(1, 2) "
        "back to (b, n, h, hd) first.",
    "ex_split_merge.merge_wrong_order": "The merge puts the features in the wrong order: head i must fill features "
        "[i·hd, (i+1)·hd), so bring the axes to (b, n, h, hd) before merging.",
    "ex_mha_forward.no_scale": "The scores are not scaled: divide them by √head_dim before the softmax.",
    "ex_mha_forward.scale_d_out": "You scale by d_out (or √d_out), the size of all heads together: each head's scores "
        "are scaled by √head_dim.",
    "ex_mha_forward.scale_after": "You scale after the softmax: divide the scores by √head_dim before it.",
    "ex_mha_forward.softmax_dim": "The softmax runs over the wrong axis: the weights of each query are normalised over "
        "the keys, the last axis (dim=-1).",
    "ex_mha_forward.view_no_transpose": "You split the heads with view(b, num_heads, n, head_dim), which mixes tokens: view as "
        "(b, n, num_heads, head_dim), then transpose(1, 2).",
    "ex_mha_forward.merge_no_transpose": "The merge skips the transpose: (weights @ values) is (b, h, n, hd); transpose(1, 2) "
        "back to (b, n, h, hd) before merging to (b, n, d_out).",
    "ex_mha_forward.no_out_proj": "The output projection is missing: apply mha.out_proj to the merged context vectors.",
    "ex_mha_forward.mask_unsliced": "The mask is context_length × context_length, longer than these n tokens: slice it "
        "as mask.bool()[:n, :n].",
    "ex_mha_forward.sdpa_no_transpose": "scaled_dot_product_attention attends over the second-to-last axis, but your q, k, v "
        "are (b, n, num_heads, head_dim), so it mixes heads instead of tokens: transpose(1, 2) "
        "to (b, num_heads, n, head_dim) before it, and back after.",
    "ex_mha_forward.sdpa_inverted": "scaled_dot_product_attention keeps the True entries of a boolean attn_mask, the "
        "opposite of the book's mask: pass ~mask.bool()[:n, :n], or use is_causal=True.",
    "ex_mha_forward.mask_tril": "You masked the past and the diagonal instead of the future: the future is the upper "
        "triangle, torch.triu(..., diagonal=1), which the buffer mha.mask already holds.",
    "ex_mha_forward.scale_d_in": "You scale by d_in (or √d_in), the size of the input embeddings: each head's scores "
        "are scaled by √head_dim.",
    "ex_mha_forward.scale_tokens": "You scale by the square root of the number of tokens: the scaling depends on the "
        "length of each query and key vector, √head_dim, not on how many tokens there are.",
    "ex_mha_forward.scale_heads": "You scale by √num_heads: each head's scores are scaled by √head_dim, the length of "
        "its query and key vectors.",
    "ex_mha_forward.scores_transposed": "The scores are transposed: keys @ queriesᵀ puts the keys in the rows. Compute "
        "queries @ keys.transpose(2, 3), so that row i holds query i's scores.",
    "ex_mha_forward.sdpa_float_mask": "A float attn_mask is added to the scores, so the buffer's 1s only nudge the future: "
        "pass a boolean mask where True means keep (~mask.bool()[:n, :n]), or is_causal=True.",
    "ex_mha_forward.random": "Your output changes from call to call: dropout is active (F.dropout trains by "
        "default). Use mha.dropout, or no dropout.",
    "ex_softmax_backward.sign": "The sign is flipped: dS = P ⊙ (dP − Σ_j dP_j P_j).",
    "ex_softmax_backward.wrong_axis": "The sum runs over the wrong axis: sum over the last axis (the one the softmax "
        "normalised), dim=-1 with keepdim=True.",
    "ex_softmax_backward.keepdim": "The row sum lost its axis (keepdim is missing), so it does not broadcast against "
        "each row: use .sum(dim=-1, keepdim=True).",
    "ex_softmax_backward.missing_p": "The factor P in front is missing: dS = P ⊙ (dP − Σ_j dP_j P_j).",
    "ex_softmax_backward.sum_without_p": "The sum is Σ_j dP_j: it needs the weights too, Σ_j dP_j P_j.",
    "ex_softmax_backward.diagonal_only": "You kept only the diagonal of the Jacobian, P (1 − P): every P_j of the row "
        "contributes, so subtract Σ_j dP_j P_j.",
    "ex_fix_second_head.two_heads": "The second head is right now, but the function only handles two heads: stack one "
        "result per head, for every head of a.",
    "ex_fix_second_head.wrong_side": "You computed headᵀ @ head, (d, d): the scores of a head are head @ headᵀ, (n, n).",
    "ex_fix_mask_heads.query_axis": "The mask now covers padded queries (rows) instead of padded keys: index it as "
        "pad[:, None, None, :].",
    "ex_fix_mask_heads.inverted": "The mask is inverted: it hides the real tokens and keeps the padding.",
    "ex_omega.self_score": "{got} is ω₂₂, “journey” with itself: ω₂₁ pairs the query “journey” with the key "
        "“Your”, x⁽²⁾ · x⁽¹⁾.",
    "ex_omega.weight": "{got} is the softmax weight α₂₁; the question asks for the raw score ω₂₁ before "
        "the softmax.",
    "ex_omega.other_pair": "{got} is ω₁₁, “Your” with itself: ω₂₁ is x⁽²⁾ · x⁽¹⁾.",
    "ex_softmax_weight.sum_normalised": "{got} is ω₂₂ divided by the sum of the scores: that is sum-normalisation. Softmax "
        "divides exp(ω₂₂) by Σ exp(ω₂ⱼ).",
    "ex_softmax_weight.scaled": "{got} comes from scores divided by √3: here the scores are the raw dot products, "
        "not scaled.",
    "ex_softmax_weight.score": "{got} is the score ω₂₂ itself: apply the softmax over the six scores.",
    "ex_softmax_weight.other_key": "{got} is the weight on “Your” (α₂₁): the question asks for α₂₂, “journey” on itself.",
    "ex_context.sum_normalised": "These numbers use sum-normalised weights (ω / Σω): the context vector uses softmax "
        "weights.",
    "ex_context.unnormalised": "These numbers weight the inputs by the raw scores: normalise the scores with the "
        "softmax first.",
    "ex_context.other_query": "This is the context vector of “Your” (query 1): the question asks for “journey”.",
    "ex_dropout_survivor.times_keep": "{got} multiplies by the keep probability 1 − p: survivors are divided by it, "
        "1 / (1 − p).",
    "ex_dropout_survivor.over_p": "{got} is 1 / p: survivors are scaled by 1 / (1 − p), the inverse of the keep "
        "probability.",
    "ex_dropout_survivor.unscaled": "Survivors are not left at 1: they are scaled by 1 / (1 − p) so that the expectation "
        "is unchanged.",
    "ex_dropout_survivor.book_p": "{got} is the book's example with p = 0.5; here p = 0.1.",
    "ex_shape_view.no_transpose": "That is the shape after view only: transpose(1, 2) then swaps the tokens and the heads.",
    "ex_shape_view.swapped": "Heads and head_dim are swapped: there are num_heads = 3 heads of head_dim = 12 / 3 = 4.",
    "ex_shape_view.head_dim": "Each head gets head_dim = d_out / num_heads features, not all d_out.",
    "exercises.lesson_link": "Lesson: **{lesson}** (tab {tab}).",
    "exercises.device_rule": "Create any new tensor on the inputs' device (for an input `x`, "
        "`device=x.device`), and return tensors there: the app grades on the CPU, but an instructor "
        "may grade on a GPU.",
    # --- command line ---
    "cli.summary": "grading {n} submission(s) on {device}; sandbox: Landlock ABI {landlock}, seccomp "
        "{seccomp}, limits {limits}",
    # --- reports ---
    "report.total": "Total",
}
