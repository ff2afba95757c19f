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
    "exercises.points": "{points:plural:point:points}",
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
    'feedback.returned_dict': 'Your function returns a dict (keys {keys}): return the tensors the statement asks for as they are, one tensor, or a tuple of them in the order the statement gives (return heads, merged), not a dict of them.',
    "feedback.not_tensor": "The {what} should be a torch.Tensor, but it is a {got}.",
    "feedback.bad_tensor": "The {what} must be an ordinary tensor with real values ({why}).",
    "feedback.not_number_many": "The answer should be one number, but yours is a `{got}` of {k} values ({preview}): the question asks for a single value computed from such pieces, such as their sum (a dot product adds up the products of the entries: torch.dot(a, b) or (a * b).sum()) or the one entry it names.",
    "feedback.not_number": "The answer should be a number, not {got}.",
    "feedback.not_sequence": "The answer should be a list or tuple of numbers, not {got}.",
    "feedback.not_sequence_item": "Every entry of the answer should be a number, but one is a {got}.",
    "what.result": "result",
    "what.output": "output",
    "what.output_n": "output {n}",
    "feedback.wrong_shape": "Expected the {what} to have shape {want}, got {got}.",
    "feedback.not_finite": "The {what} contains NaN or inf where every value should be finite.",
    "feedback.wrong_values": "The {what} has the right shape but wrong values: at {where} it is {got}, expected {want}.",
    "feedback.few_decimals": "{got} agrees with the answer to the {have} decimals you gave, but the question "
        "asks for {digits}: give {digits} decimals.",
    "feedback.wrong_number": "{got} is not right. Check your arithmetic and give {digits} decimals.",
    "feedback.wrong_number_located": "{got} is not right.",
    "feedback.wrong_length": "Expected {want} numbers, got {got}.",
    "feedback.wrong_vector": "The numbers are not right yet. Check each component to 4 decimals.",
    "feedback.wrong_shape_answer": "That is not the resulting shape.",
    "feedback.wide_raised_cast": "Your code gives the right values for float32 inputs, but given the same inputs "
        "in float64 (as a float64 notebook has them) it raises at line {line}, `{code}`: {error}. Line {cast_line}, "
        "`{cast_code}`, makes a float32 tensor on the way (a .float(), dtype=torch.float32, or a tensor made in "
        "torch's default float32), which then meets float64 tensors. Keep the inputs' dtype there (.to(x.dtype), "
        "dtype=x.dtype) and cast nothing.",
    "feedback.swallowed": "Line {line}, `{code}`, raised {error}, and your code caught it (an except branch) and "
        "went on another way: the result comes from that fallback. Let such an error show, or fix what raised it, "
        "rather than falling back.",
    "feedback.wide_raised": "Your function gives the right values for float32 inputs, but given the same "
        "inputs in float64 (as a float64 notebook has them) it raises: {error}. Line {line}, `{code}`: a dtype "
        "written into the code (a buffer or out= tensor made in torch's default float32, a .float(), "
        "dtype=torch.float32) meets float64 tensors there. Make new tensors in the inputs' dtype (dtype=x.dtype, "
        "torch.empty_like(x), x.new_zeros(...)) and cast nothing.",
    "feedback.wide_raised_noline": "Your function gives the right values for float32 inputs, but given the "
        "same inputs in float64 (as a float64 notebook has them) it raises: {error}. A dtype written into the "
        "code (a buffer or out= tensor made in torch's default float32, a .float(), dtype=torch.float32) meets "
        "float64 tensors: make new tensors in the inputs' dtype (dtype=x.dtype, torch.empty_like(x)) and cast "
        "nothing.",
    "feedback.params_frozen": "Your module's parameters {names} no longer take gradients (requires_grad is "
        "False): a requires_grad_(False), a torch.no_grad() copy or a detach() froze them, so training would "
        "never change them. Return the module as constructed, its parameters trainable; freeze nothing.",
    "feedback.output_dtype_wide": "Given {want} inputs, your function returns {got}: line {line}, `{code}`, "
        "makes a {got} tensor (torch's default dtype, or a cast) and the result keeps it. Make new tensors in "
        "the inputs' dtype (dtype=x.dtype, torch.empty_like(x), x.new_zeros(...)) and cast nothing: {want} "
        "inputs must give a {want} result, with its precision.",
    "feedback.output_dtype_wide_noline": "Given {want} inputs, your function returns {got}: a tensor is made "
        "in torch's default {got} (a buffer without dtype=, a .float() cast) and the result keeps it. Make new "
        "tensors in the inputs' dtype (dtype=x.dtype, torch.empty_like(x)) and cast nothing: {want} inputs "
        "must give a {want} result, with its precision.",
    "feedback.prop.mask_from_values": "The hidden positions that still get weight ({count} of them) are exactly "
        "those whose score is 0: your mask is read off the scores' values (a comparison with 0, nonzero()) "
        "instead of their positions. A score can be 0 anywhere; build the mask from the indices alone, such "
        "as torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1).",
    "feedback.global_state": "Your answer is right on the first call and wrong on a later one (call {case}), "
        "and its calls write names of your file or notebook ({names}): a value kept from the first call (a "
        "global set once, a cache) is used again for later inputs whose sizes or values differ. Compute it "
        "inside the function from the arguments of each call, and keep nothing between calls.",
    "feedback.prop.nan_weight": "Your weights hold NaN ({count} of {total} entries): at {where} your value is NaN "
        "where it should be {want}. A NaN is made on the way, by 0 · (−inf), inf − inf or 0/0 (a mask multiplied "
        "by -inf, a row whose keys are all hidden), and every step after it keeps it.",
    "feedback.prop.slices_moved": "Each of your {count} slices along axis 0 is a right one, but some stand in "
        "another slice's place (yours ← the right one: {pairs}): an index that picks the wrong slice for each "
        "position, such as i - 1 or a reversed order. Slice i must come from input slice i.",
    "feedback.output_dtype_at": "Your function returns {got} where its inputs are {want}: line {line}, `{code}`, "
        "makes a {got} tensor, and the result keeps that dtype. A result has its inputs' dtype: in a lower "
        "precision it loses digits, in a wider one it breaks the next {want} step (`@` does not mix dtypes). "
        "Make that step in the inputs' dtype (no .half(), .double() or .float() there; a numpy array is float64 "
        "unless made with dtype= or .astype) rather than casting at the end.",
    "feedback.output_dtype": "Your function returns {got} where its inputs are {want}: the values may be "
        "right, but a result has to keep its inputs' dtype (the next {want} step, such as `@` with the "
        "values, does not mix dtypes). Cast back with .to(x.dtype) at the end, or compute in {want}.",
    "feedback.module_changed_into": "Your function writes into {module} ({name} changed): the copy runs the wrong way. {module} is the module to read from; the weights go from it into the other module's parameters, and {module} stays as the caller gave it (.T or .t() reads a transposed view without changing anything).",
    "feedback.module_changed": "Your function changed {name} in place, so the caller's {module} no longer "
        "computes what it did (an op ending in _, such as .t_() or copy_(), or an assignment into it). Only read "
        "{module}'s weights: .T or .t() gives a transposed view without changing the parameter.",
    "feedback.input_changed_index": "Your function writes into its input `{name}` by index (`{name}[...] = ...`), "
        "so the caller's tensor is no longer what it passed in: an assignment to a slice changes the tensor "
        "itself. Work on a copy ({name}.clone()) or build the result out of place (masked_fill, torch.where).",
    "feedback.input_changed_alias": "Your function changed its input `{name}` in place: a name bound to it as it is (out = {name}) is the same tensor under a second name, not a copy, so writing into that name (an op ending in _, or out[…] = …) writes into the caller's `{name}`, and into the values your code reads from it afterwards. Make a new tensor for the result: torch.zeros_like({name}), or {name}.clone().",
    "feedback.spaced_view": "Your function gives the right values for tensors laid out as freshly made ones, but raises for the same numbers in a tensor whose rows are not packed in memory (a slice of a wider tensor, as a caller's tensors often are): {error}. A .view reads the memory as it lies and works only where the new shape fits the tensor's strides; .reshape gives the same result and copies where it must (or call .contiguous() before the view).",
    "feedback.spaced_layout": "Your function gives the right values for tensors laid out as freshly made ones, and other values for the same numbers in a tensor whose rows are not packed in memory (a slice of a wider tensor, as a caller's tensors often are). Your code reads memory by position rather than by index: as_strided with strides or an offset worked out for a packed tensor, or strides written by hand. Use view, reshape, transpose or indexing, which follow the tensor's own strides (or call .contiguous() first if you must address memory).",
    "feedback.input_changed": "Your function changed its input `{name}` in place, so the caller's tensor "
        "is no longer what it passed in (an op ending in _, such as masked_fill_ or sub_, or +=, -=, "
        "/= on it). Leave the input as it is: use the op without _ (masked_fill), or work on a copy.",
    "feedback.output_reused": "A tensor your function returned was changed by a later call: it "
        "returns memory it keeps between calls (a buffer in a default argument, a global or a cache) "
        "and writes into it again, so a caller's earlier result changes under it. Return a new tensor "
        "from every call (compute it, or .clone() the buffer).",
    'feedback.returned_pieces': 'Your function returns {got} separate tensors (a list or tuple), each {shape}, where one tensor is asked: joined they are the right answer. Return them as one tensor of shape {want}: torch.{how}(pieces, dim={dim}).',
    "feedback.wrong_count": "The function should return {want} tensor(s), it returned {got}.",
    "feedback.timeout": "Your code did not finish within {seconds} seconds (an endless loop?).",
    "feedback.cpu_limit": "Your code used up its CPU time (an endless loop?).",
    "feedback.scratch_full": "Your code was stopped: it wrote more than {mib} MiB or {files} files into its "
        "working folder, the most one answer may write.",
    "feedback.gpu_memory": "Your code was stopped: it held more than its share of the GPU's memory "
        "({percent} %), which the other answers graded beside it need.",
    "feedback.gpu_out_of_memory": "Your code ran out of GPU memory. Each answer may use up to "
        "{percent} % of the GPU, which it shares with the answers graded beside it: look for a tensor "
        "far larger than the exercise's small inputs need.",
    "feedback.killed": "Your code was stopped ({signal}), probably for using too much memory.",
    "feedback.forbidden": "Your code tried something the sandbox does not allow and was stopped.",
    "feedback.crashed": "Your code crashed ({signal}).",
    "feedback.exited": "Your code ended the process (exit code {code}) before returning an answer.",
    "feedback.load_failed": "The submission could not be loaded: {error}",
    "feedback.not_defined_cell": "This answer was never defined: cell {cell}, which defines it, failed with "
        "{error} (line {line} of the cell). The other cells still ran.",
    "feedback.module_absent": "the grader does not have this module",
    "feedback.not_defined_line": "This answer was never defined: line {line} of your file raised {error}, and "
        "Python stops a file at its first error, so what comes after it did not run.",
    "feedback.raised_after_line": "Your code raised an error: {error}. `{name}` is defined at line {def_line} of "
        "your file, which never ran: line {line} raised {cause} first, and Python stops a file at its first error.",
    "feedback.name_local": "Your code raised an error: {error}. `{name}` is defined only inside `{func}` (line "
        "{def_line}): a name made inside a function or class exists only there. Define it at the top level of "
        "your file.",
    "feedback.name_local_cell": "Your code raised an error: {error}. `{name}` is defined only inside `{func}` "
        "(cell {cell}, line {def_line}): a name made inside a function or class exists only there. Define it "
        "at the top level of a cell.",
    "feedback.name_main_guard": "Your code raised an error: {error}. `{name}` is defined under `if __name__ == "
        "\"__main__\":` (line {def_line}), which does not run when your file is imported for grading: define it "
        "at the top level.",
    "feedback.name_nowhere": "Your code raised an error: {error}. No cell or line of your submission defines "
        "`{name}`: define it (or import it) before the answer uses it.",
    "feedback.name_nowhere_near": "Your code raised an error: {error}. Nothing in your submission defines "
        "`{name}`; did you mean `{near}`?",
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
    # --- feedback added for naming mistakes ---
    "feedback.device_mix": "Your code mixes devices: a tensor was created on cpu inside your function while the "
        "inputs are on {want}. Create new tensors with `device=x.device` (or use a registered "
        "buffer). ({error})",
    "feedback.output_device": "The {what} is on {got}, but the inputs are on {want}: keep the computation on the "
        "inputs' device (a numpy round trip moves it to the cpu).",
    "feedback.inplace_leaf": "Your code changes a parameter in place (`copy_`, `+=`, `fill_`, …) while "
        "autograd tracks it, and torch refuses that, as it would in your notebook: make the change "
        "inside `with torch.no_grad():`, or assign a new `torch.nn.Parameter`.",
    "feedback.needs_contiguous_order": "`view` cannot merge the axes of a transposed tensor, and your `.contiguous()` "
        "comes before the transpose, which makes the tensor non-contiguous again: call `.contiguous()` after the "
        "transpose, right before `.view(...)`, or use `.reshape(...)`.",
    "feedback.needs_contiguous": "`view` cannot merge the axes of a transposed tensor: call `.contiguous()` before "
        "`.view(...)`, or use `.reshape(...)`.",
    "feedback.d_out_heads": "MultiHeadAttention was given d_out={d_out} with num_heads={h}, and {d_out} "
        "cannot be split into {h} equal heads. d_out is the width of all heads together (num_heads × "
        "head_dim), not the width of one head: the class computes head_dim = d_out // num_heads itself. "
        "If {d_out} is meant as one head's width, pass d_out={total}.",
    "feedback.max_tuple": "x.max(dim) returns a pair (values, indices), not a tensor: use x.max(dim, "
        "keepdim=True).values, or x.amax(dim, keepdim=True).",
    "feedback.not_finite_answer": "{got} is not a finite number: the answer must be real numbers, not NaN or inf.",
    "feedback.wrong_values_somewhere": "The result is not right yet.",
    "exercises.lesson_link": "Lesson: **{lesson}** (tab {tab}).",
    "exercises.device_rule": "Create any new tensor on the inputs' device and in their dtype (for an "
        "input `x`, `device=x.device, dtype=x.dtype`), and return tensors there: the app grades float32 "
        "inputs on the CPU, but an instructor may grade on a GPU, and a notebook may hand float64.",
    # --- command line ---
    "cli.summary": "grading {n} submission(s) on {device}; sandbox: Landlock ABI {landlock}, seccomp "
        "{seccomp}, limits {limits}",
    # --- reports ---
    "report.total": "Total",
    'feedback.device_mix_meta': "Your values are right here, but your code mixes devices: a tensor it creates stays on the cpu whatever device the inputs are on, so with inputs on a GPU it fails (this grader checks with the meta device, which every machine has: {error}). Create new tensors on the inputs' device: `device=x.device` (torch.ones(n, n, device=scores.device)), .to(x.device), or a registered buffer.",
    'feedback.device_return_cpu': "Your values are right here, but line {line} of your code, `{code}`, hands the result back on the cpu: with inputs on a GPU your result would not be on the inputs' device, where the caller goes on computing with it (this grader checks with the meta device, which every machine has). Return the tensor where it was computed: drop the .cpu().",
    'feedback.device_copy_meta_at': "Your values are right here, but line {line} of your code, `{code}`, writes them into a tensor your code created on the cpu (torch.empty, zeros or ones without device=): with inputs on a GPU the values are copied back to the cpu and your result comes back there, not on the inputs' device (this grader checks with the meta device, which every machine has: {error}). Create that tensor on the inputs' device and in their dtype, device=x.device, dtype=x.dtype (torch's default float32 would also round float64 inputs), or with x.new_zeros(shape), which takes both from x.",
    'feedback.device_mix_meta_at': "Your values are right here, but line {line} of your code, `{code}`, mixes devices: a tensor your code creates stays on the cpu whatever device the inputs are on, so with inputs on a GPU it fails (this grader checks with the meta device, which every machine has: {error}). Create new tensors on the inputs' device: `device=x.device` (torch.ones(n, n, device=scores.device)), .to(x.device), or a registered buffer.",
    'feedback.raised_squeeze_all': 'Your code raised an error: {error}. It calls squeeze() with no dim, which drops every axis of size 1: an input with size-1 axes (one sequence, one head, a 1 × 1 matrix) loses axes your code reads afterwards. Name the axis to drop, squeeze(0) or squeeze(-1), or leave the axes as they are.',
}
