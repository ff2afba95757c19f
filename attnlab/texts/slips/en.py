"""Texts of the slips named outside the error model's rewrites (attnlab.grading.output_order,
sign_rewrites, discarded, intermediate, ...), in English."""

STRINGS: dict[str, str] = {
    "feedback.outputs_order": "Your function returns the right tensors in the wrong order: it returns "
        "({got}), the exercise asks for ({want}). Return them as ({want}).",
    "rewrite.sign_add": "One sign is flipped: you add {what} where the formula subtracts it (x + {what} "
        "instead of x − {what}); the rest of your computation is right. Write the minus sign.",
    "rewrite.sign_sub": "One sign is flipped: you subtract {what} where the formula adds it (x − {what} "
        "instead of x + {what}); the rest of your computation is right. Write the plus sign.",
    "feedback.floor_division": "`{code}` (line {line}) is floor division: `//` rounds the quotient down to a whole number (1 // 0.9 is 1.0), as integer division does in C or Java. Use `/` for the real quotient.",
    'feedback.softmax_no_dim': "`{code}` (line {line}) gives the softmax no dim: PyTorch then picks the axis itself from the tensor's number of axes (dim 0 for 0, 1 or 3 axes, dim 1 otherwise) and only warns, so it may normalise along a batch or query axis instead of the keys. Name the axis: dim=-1, the keys' axis.",
    'feedback.argument_unread': 'Your function {target} never reads its argument `{code}`: nothing it returns can depend on it. Use `{code}` where the exercise asks for it.',
    'feedback.split_no_dim': '`{code}` (line {line}) gives no dim: split and chunk cut along axis 0 unless told otherwise, which is the batch of a (b, n, d) tensor, not its features. Name the axis: dim=-1.',
    'feedback.unreachable': 'Line {line}, `{code}`, ends the function, so the statements after it in the same block (from line {after} on) never run. Remove that return, or move it after them.',
    'feedback.attr_misnamed': 'Line {line} assigns `{code}`: {target} has no attribute `{got}`, so this makes a new one and leaves `{want}` as it was (Python names are case-sensitive, and a module accepts any new attribute without complaint). Assign to {target}.{want}.',
    'feedback.literal_size': '`{code}` (line {line}) writes a size as the number {size}: that holds for the example it was read from only, while this function is called with other sizes (other heads, tokens, features). Read each size from the tensors or the module (x.shape, mha.num_heads, mha.head_dim) instead of writing it.',
    'feedback.strict_false': "`{code}` (line {line}) loads with strict=False, which skips every key the module does not have without a word: keys named after another module's layout (W_query.weight for a parameter W_query, another head's prefix) load nothing, and the parameters keep their old values. Load with strict=True to see the mismatch, or check the missing_keys and unexpected_keys it returns, and rename the keys to the module's own.",
    'feedback.output_ignores': 'Output {nth} of your function is computed from {target} only and never from its argument `{code}` (following your assignments from the arguments to what you return), while the right one is computed from `{code}`. Build it from `{code}`.',
    'feedback.bool_index_left': "A boolean mask of shape {mask} used as an index (t[mask]) lines up with the FIRST axes of the {tensor} tensor, not with its last ones as broadcasting would: a (b, n) mask indexes the batch and the next axis (the heads of (b, h, n, n)), not the batch and the tokens. Broadcast the mask to the axes you mean and fill instead: t.masked_fill(mask[:, None, :, None], 0.0) for the queries' rows, mask[:, None, None, :] for the keys.",
    'feedback.global_kept_code': 'Line {line} stores into `{code}`, a name of your file that outlives the call: a later call finds what an earlier one stored there (a module built for the first device, weights cached by their shape, a mask for the first inputs) and uses it for arguments it was never computed from. Compute everything from the arguments of each call, and keep nothing between calls.',
    'feedback.zero_times_inf_code': '`{code}` (line {line}) multiplies by -inf: where the mask is 0, 0 · (−inf) is NaN in floating point, so the allowed positions become NaN too. Fill instead of multiplying: torch.zeros(n, n).masked_fill(mask.bool(), float("-inf")), or scores.masked_fill(mask.bool(), float("-inf")).',
    'feedback.int_buffer': "`{code}` (line {line}) makes {target} an integer (or bool) buffer: every value written into it is cut to a whole number (0.43 becomes 0), and torch refuses it where floats are needed. Make it in the inputs' floating dtype (dtype=x.dtype, or zeros_like of a float tensor).",
    'feedback.pairs_as_index': '`{code}` (line {line}) uses {index} as one index: an index tensor of (row, column) pairs, shaped (2, K), picks whole rows of {target} (rows 0 and 1, or whichever numbers it holds), not the pairs. Index with its two rows: {target}[{index}[0], {index}[1]].',
    'feedback.discarded_temporary': 'Line {line} of your code, `{code}`, changes a new tensor, not {target}: `{op}` returns a new tensor, `{inplace}` changes that one in place, and the statement then drops it, so {target} never changes. To change {target} at chosen positions, keep the result of an out-of-place fill: {target} = {target}.masked_fill(mask, value), with mask True at those positions.',
    'feedback.discarded_temporary_cell': 'Cell {cell}, line {line}, `{code}`, changes a new tensor, not {target}: `{op}` returns a new tensor, `{inplace}` changes that one in place, and the statement then drops it, so {target} never changes. To change {target} at chosen positions, keep the result of an out-of-place fill: {target} = {target}.masked_fill(mask, value), with mask True at those positions.',
    "feedback.discarded_result": "Line {line} of your code, `{code}`, discards its return value: `{op}` "
        "does not change {target} in place, it returns a new tensor, so the statement has no effect and the "
        "next lines use {target} unchanged. Assign the result: {target} = {code}.",
    "feedback.discarded_result_cell": "Cell {cell}, line {line}, `{code}`, discards its return value: `{op}` "
        "does not change {target} in place, it returns a new tensor, so the statement has no effect and the "
        "next lines use {target} unchanged. Assign the result: {target} = {code}.",
    "short.intermediate_weights": "These {k} numbers are the attention weights ({what}), a step on the way, "
        "not the answer: the question asks for what is computed from them next, their weighted sum of the "
        "inputs (weights @ inputs), which has {n} numbers.",
    "short.intermediate_scores": "These {k} numbers are the attention scores ({what}), the dot products before "
        "the softmax: a step on the way, not the answer, which is computed from them ({n} numbers).",
    "short.reduced_mean": "Your number, {got}, is the mean of all {count} entries of the tensor that line "
        "{line} makes (`{code}`), whose entries differ ({distinct}). The question asks for the value of one "
        "entry, and the right one is among them: read that entry itself, not the mean of the whole tensor "
        "(the mean mixes in the entries that differ).",
    "short.reduced_sum": "Your number, {got}, is the sum of all {count} entries of the tensor that line "
        "{line} makes (`{code}`), whose entries differ ({distinct}). The question asks for the value of one "
        "entry, and the right one is among them: read that entry itself, not the sum of the whole tensor.",
    "short.right_entry": "Line {line} of your code, `{code}`, makes a tensor whose entry at index {index} is "
        "the number asked; the steps after it turn that into another number (a division, a softmax, another "
        "entry). Give that entry itself.",
    "short.input_data": "These {k} numbers are {what}, the input data itself, where the computation starts, "
        "not a result computed from it: somewhere your code uses an input as it is where a computed value "
        "belongs (a token's own embedding where the weighted sum of all of them is asked, the query where "
        "each token's own vector goes). The answer has {n} numbers.",
    "short.sum_started_from": "Your vector is the right one plus {what}: {what} is added on top, by a sum that "
        "started from it (an accumulator set to a copy of it) instead of from zeros, or by adding it to the "
        "result (a residual connection). The context vector is the weighted sum alone: start it at zeros and "
        "add nothing after it.",
    "short.intermediate": "These {k} numbers are a step on the way, not the answer: the result of `{op}` "
        "({what}), which the computation then passes to `{next}`. The answer has {n} numbers.",
    "rewrite.head_major_mask": "Your mask gives head j of sequence i the padding of another sequence: its "
        "batch × heads entries are laid out head-major, h copies of the whole batch one after another (what "
        "pad.repeat(h, 1), like tf.tile, or a view of a tensor whose heads come first gives), then read as "
        "(b, h, …), so after the view sequence i's heads take rows i·h … i·h + h − 1 of that stack. Each "
        "sequence's mask must repeat for its own heads: broadcast pad[:, None, None, :] over the head axis "
        "(or use pad.repeat_interleave(h, dim=0)).",
    "feedback.raised_index_axis": "Your code raised an error: {error}. The index {index} went to axis {axis}, "
        "which has only {size} entries, but in this computation that index runs along axis {want} (bound "
        "{bound}): your loop bound is right, the index is in the wrong position of the brackets. Put it at "
        "position {want} of the index (x{want_code}, not x{got}).",
    "feedback.size_fixed": "Your code works for n = {fixed} only: a size fixed at {fixed} (a number in the "
        "code, like the book's 6 tokens, or a value kept from an earlier call, such as a mask cached in a "
        "global or a default argument) meets n = {n} here, and PyTorch stops: {error}. No axis is out of place: take n from the "
        "input ({name}) on every call and build the mask (or any tensor of that size) from it.",
    "feedback.positional_order": "Line {line}, `{code}`, passes its arguments by position, and {callee} "
        "takes them in the order ({order}): your {arg} lands in the parameter {param}, so each value goes "
        "to another parameter than you meant ({as_given}). Pass them in that order, or by keyword: {fixed}.",
    "feedback.loop_return": "Line {line}, `{code}`, sits inside the for loop of line {loop}, so the function "
        "returns during the loop's first pass ({var} = its first value) and the other passes never run; your "
        "range is not the problem. Dedent the return (and whatever builds the result from all passes) to after "
        "the loop.",
    'feedback.loop_one_based': 'Line {line}: `for {var} in {code}` counts from 1, as a 1-based formula does, but {var} is used as an index and Python counts from 0: index 0 (the first entry) is never visited and is left as it was. Use range({bound}).',
    'feedback.loop_one_based_past': 'Line {line}: `for {var} in {code}` counts from 1 to {bound}, as a 1-based formula does, but {var} is used as an index and Python counts from 0: index 0 (the first entry) is never visited, and {var} = {bound} is one past the last entry. Use range({bound}).',
    "feedback.loop_range_short": "Line {line}: `for {var} in {code}` stops one short (an off-by-one): {var} never takes the "
        "last value, {bound} - 1, so that one is left as it was. Use range({bound}).",
    "feedback.lengths_mixed_plain": "Each row of your weights is masked at one of the batch's lengths, but not "
        "always its own sequence's: sequence {seq} (head {head}, query {query}) is masked at length {got}, the "
        "length of sequence {other}, where its own is {want}. Every sequence needs the mask of its own length: "
        "compare the positions with each sequence's length, torch.arange(n)[None, :] >= lengths[:, None] (one "
        "row per sequence), and broadcast that (b, 1, 1, n) mask over the heads and queries.",
    "feedback.lengths_mixed": "Each row of your weights is masked at one of the batch's lengths, but not always "
        "its own sequence's: sequence {seq} (head {head}, query {query}) is masked at length {got}, the length of "
        "sequence {other}, where its own is {want}. The lengths were expanded in the wrong order: lengths.repeat(k) "
        "tiles the whole batch (l1, l2, l1, l2, ...), while rows flattened from (b, h, n, n) go sequence by "
        "sequence, so each length must repeat in place (torch.repeat_interleave(lengths, h * n): l1, l1, ..., "
        "l2, l2, ...); or broadcast a (b, 1, 1, n) mask and flatten nothing.",
    "feedback.size_read_here_plain": "Line {line}, `{code}`, reads that size as {wrote}: take it from {fix} instead.",
    "feedback.size_read_view": "Line {line}, `{code}`, reads that size as {wrote}, and the view asks for it where another count belongs. Read each size from the axis that holds what it counts (with heads the scores are (b, h, n, n): the batch on axis 0, the heads on axis 1, the keys on the last).",
    "feedback.size_read_here": "Line {line}, `{code}`, reads that size as {wrote} (len(x) is x.shape[0], the first "
        "axis): take it from {fix} instead.",
    "feedback.loop_axis": "Line {line}: `for {var} in {code}` takes its count from axis {axis} of {tensor} "
        "({bound}), but {var} indexes {tensor} on axis {used} (`{index}`), so the "
        "loop runs as many times as axis {axis} is long, not axis {used}: this is no off-by-one, the count comes "
        "from the wrong axis. A loop and the index it drives must name the same axis: put {var} at position {axis} of the index "
        "(the count was read off axis {axis} on purpose; the heads of a (b, h, n, d) tensor are axis 1), or, if "
        "axis {used} is the one you mean, loop over range({tensor}.shape[{used}]).",
    'feedback.loop_axis_count': 'Line {line}: `for {var} in {code}` takes its count from axis {axis} of {tensor} ({bound}), but {var} indexes {tensor} on axis {used} (`{index}`), the axis the loop is to run over: it runs as many times as axis {axis} is long, not axis {used} (no off-by-one: the count comes from the wrong axis). Take the count from the axis you index: range({tensor}.shape[{used}]).',
    'feedback.loop_axis_index': 'Line {line}: `for {var} in {code}` counts axis {axis} of {tensor} ({bound}), the axis to run over, but {var} indexes {tensor} on axis {used} (`{index}`), so each step takes a slice of the wrong axis. Put {var} at position {axis} of the index.',
    "feedback.dim_rewritten": "Line {line}, `{code}`, rewrites {name} before the reductions use it, and they "
        "run along what it gives: check it for every {name} a caller may pass (0, a positive or a negative one). "
        "The positive axis of a negative {name} is {name} + x.dim() (−1 + x.dim() is the last axis), and torch's "
        "reductions take any valid {name}, negative too, as it is, so it can be passed on unchanged.",
    "feedback.keyword_from_name": "Line {line} passes {name} as {keyword}, and line {at} sets {name} = "
        "`{code}`: that is where this value comes from.",
    "feedback.keyword_from_unpacking": "Line {line} passes {name} as {keyword}, and line {at}, `{code}`, "
        "unpacks {name} from position {pos} of what it unpacks: that is where this value comes from (check "
        "what each position holds).",
    "feedback.unpacked_order": "Line {line}, `{code}`, gives the names in another order than {tensor}'s axes "
        "hold them: {tensor}.shape is ({want}), so each name holds another axis's size.",
    "feedback.mask_rows_only": "Line {line}, `{code}`, slices the mask along its rows only: it keeps n rows "
        "but all context_length columns, so it does not fit the (n, n) scores once the context is longer "
        "than the sequence. Slice both axes in one subscript: mask.bool()[:n, :n].",
    "feedback.mask_rows_twice": "Line {line}, `{code}`, slices the mask twice along the same axis: the second "
        "[:n] cuts the rows again (a subscript always starts at axis 0), not the columns, so the mask keeps "
        "context_length columns. Slice both axes in one subscript: mask.bool()[:n, :n].",
    "feedback.renormalised_axis": "Your rows do not sum to 1 (one sums to {total}): line {line}, `{code}`, "
        "renormalises along dim={dim}, so what sums to 1 is a column (each key's weights over the queries), "
        "not a row. A query's weights are normalised over the keys, the last axis: sum(dim=-1, keepdim=True).",
    "feedback.loop_not_reset": "`{var}` is set once, before the loop on line {line}, and the loop inside it "
        "adds into it, but nothing sets it back for the next pass: every pass after the first (every row "
        "after the first) starts from what the passes before left in it. Reset it at the start of each "
        "pass: move its `{var} = 0` inside the loop on line {line}.",
    "feedback.global_sizes": "Line {line}, `{code}`, fixes {names} at module level, and your functions read "
        "sizes from there: every input of other sizes breaks. Read the sizes from the tensor you are given "
        "(for example b, n = x.shape[:2]).",
    "feedback.keyword_written": "Line {line} passes `{code}` as {keyword}: that is where this value comes from.",
    "feedback.loop_read_fixed": "Line {line}, `{index}`, is inside `for {var} in {code}`, which counts axis "
        "{axis} of {tensor}, yet it takes slice {const} of that axis on every pass and {var} is never used: every "
        "pass works on the same slice, so each result along axis {axis} is slice {const}'s. Index it with the "
        "loop's variable: `{fixed}`.",
    "feedback.loop_write_whole": "Line {line}, `{index} = …`, is inside `for {var} in {code}`, which counts "
        "axis {axis} of {tensor}, yet its index takes all of axis {axis} and never uses {var}: every pass writes "
        "into every slice along axis {axis}, not only slice {var}, so each slice gets what every pass wrote. Put {var} "
        "at position {axis} of the index.",
    "feedback.loop_write_whole_read": "Line {line}, `{index} = …`, is inside `for {var} in {code}`, whose passes read "
        "{tensor} at slice {var} of axis {axis}, yet the written index takes all of axis {axis} and never uses {var}: "
        "every pass writes into every slice along axis {axis}, over what the earlier passes wrote there. "
        "Put {var} at position {axis} of the written index too.",
    "feedback.loop_rebinds_part": "Line {line}, `{code}`, assigns to {var}, a name for {source}, and nothing but a look at it "
        "(a print) reads {var} after it: that only rebinds the local name {var}, and {source} does not change. Assign to "
        "the attribute itself (setattr(module, name, value)), or copy into it in place (with torch.no_grad(): {var}.copy_(...)).",
    "feedback.loop_rebinds": "Line {line}, `{code}`, assigns to the loop variable {var}, and nothing but a look at it (a print) "
        "reads {var} after it: that only rebinds the local name {var}, and the object it was taken from ({source}) does not "
        "change. Assign to the attribute itself (setattr(module, name, value), or module.name = value for each), "
        "or copy into it in place (with torch.no_grad(): {var}.copy_(...)).",
    "rewrite.softmax_eps": "Your rows of weights sum to less than 1 (down to {low}): your softmax adds an "
        "epsilon ≈ {eps} to the denominator, e / (e.sum() + eps), and that eps is large enough to take weight from every "
        "row. Drop it or make it tiny (1e-12), or guard only the rows whose sum is 0 (torch.where / "
        "nan_to_num after a library softmax).",
    "feedback.einsum_kept": "Line {line}, `{equation}`: the letter {letter} is in operand {operand} only and "
        "not in the output, so einsum sums that operand over its axis on its own, while {kept}, in every operand "
        "and in the output, is only multiplied entry by entry, never summed. To contract over {kept} (sum it) "
        "and keep {letter}: '{fixed}'.",
    "feedback.einsum_own_letter": "Line {line}, `{equation}`: the letter {letter} is in operand {operand} only "
        "and not in the output, so einsum sums that operand over the whole axis (all its heads, or all its "
        "tokens) before the product, instead of pairing it with the same axis of the other operand. Give both "
        "operands the same letter there: '{fixed}'.",
    "feedback.einsum_lone_sum": "Line {line}, `{equation}`: the letter {letter} is in operand {operand} only and "
        "not in the output, so einsum sums that operand over that axis on its own. A letter shared by two "
        "operands and left out of the output is summed over in the product; a letter in the output is kept: "
        "check which one each axis should be.",
    "feedback.mask_where_order": "Line {line}, `{code}`: torch.where(cond, a, b) takes a where cond is True and b "
        "where it is False, so this line keeps {kept} where `{cond}` is True, at the positions your mask marks "
        "to hide, and writes {fill} at the positions to keep. The mask is right, but the result is inverted: the "
        "last two arguments are swapped (in the wrong order). Write `{fixed}`.",
    "feedback.mask_where_order_keep": "Line {line}, `{code}`: torch.where(cond, a, b) takes a where cond is True "
        "and b where it is False, so this line writes {fill} where `{cond}` is True, at the positions your mask "
        "marks to keep, and keeps {kept} at the positions to hide, so the result is inverted: for this mask the "
        "last two arguments are swapped (in the wrong order). Write `{fixed}`.",
    "feedback.mask_negated": "Line {line}, `{code}`: masked_fill hides the entries where its mask is True, and "
        "`{element}` negates a mask that is True at the positions to hide, so the positions to keep are hidden "
        "and the ones to hide are kept. Pass the mask itself, without the negation (as a bool mask: mask.bool() "
        "where it holds 0s and 1s as floats).",
    "feedback.mask_tril": "Line {line}, `{code}`: masked_fill hides the entries where its mask is True, and the "
        "mask comes from `{element}`: torch.tril is True at and below its diagonal (the past), so the past is "
        "hidden and the future is seen. The positions to hide are the future: "
        "torch.triu(..., diagonal=1).",
    "feedback.mask_shift_built_base": "The mask that line {line}, `{code}`, applies is built on line {element_line} "
        "by `{element}`, from positions numbered on line {base_line} by `{base_code}`: counted from 1, not from 0 as "
        "the tokens' indices are, so the comparison is one position off. Number them from 0 (torch.arange(n)).",
    "feedback.index_from_end": "Line {line}, `{code}`, counts from the end: -{k} of {n} rows is index {got} "
        "from the front (Python's -1 is the last row, as Julia's end and MATLAB's end are).",
    "feedback.rounded_on_the_way": "Line {line}, `{code}`, rounds to {have} decimals on the way, so the digits after "
        "them are lost before the end, however many the result is printed with: keep every digit until the last "
        "step, and round only the answer.",
    "feedback.mask_shift_built": "The mask that line {line}, `{code}`, applies is built on line {element_line} by "
        "`{element}`: that expression decides which keys each query may see, and it is the one to change.",
    "feedback.late_binding": "Line {line} makes `{code}` inside a loop over {var} and keeps it for later, but it "
        "reads {var} when it is called, not when it is made: called after the loop, every one of them sees the last "
        "{var}. Bind the value when you make it (lambda …, {var}={var}: …, or functools.partial), or compute the "
        "result inside the loop.",
    "feedback.zeroed_axis": "Line {line}, `{code} = 0`, puts its slice at position {pos} of the index, where the "
        "(b, h, n, n) weights hold the batch (0), the heads (1), the queries (2) and the keys (3): it zeroes other "
        "entries than the padded queries' rows. A query is a row, axis 2: `{fixed} = 0`.",
    "feedback.zeroed_columns": "Line {line}, `{code} = 0`, puts its slice on the last axis, the "
        "keys: it zeroes columns, which the softmax already gave 0, and no padded query's row. A query is a row, on "
        "the axis before the keys: `{fixed} = 0`.",
    "feedback.attribute_kept_code": "Line {line}, `{code}`, stores {attr} only while it is unset, so only on the "
        "first call: every later call on that object uses what the first one stored, whatever its own arguments "
        "(another dim, another size). Compute it from the arguments of each call, and keep nothing between calls.",
    "feedback.lazy_statement": "Line {line}, `{code}`, builds a generator and never runs it: a generator expression "
        "(or map) computes nothing until something iterates over it, so the calls inside it never happen. Write a "
        "for loop, or wrap it in list(…) if you want its results.",
    "feedback.mask_negated_additive": "Line {line}, `{code}`, puts the large negative number where `{element}` is 1, "
        "and `{element}` negates a mask that is 1 at the positions to hide, so the positions to keep are hidden and "
        "the ones to hide are kept. Multiply by the mask itself, without the negation.",
    "feedback.layer_on_layer": "Line {line}, `{code}`, applies {outer} straight to what {inner} gives, which a "
        "correct forward never does: each layer takes one tensor of its own. out_proj mixes the heads' outputs, "
        "so it takes the context vectors once the heads are merged, at the end.",
    "feedback.mask_compare": "Line {line}, `{code}`: masked_fill hides the entries where its mask is True, and the "
        "mask comes from `{element}`, which is True at the real tokens (the positions before each length), so "
        "the real tokens are hidden and the padding is kept. Compare the other way: a position at or after "
        "its sequence's length is padding.",
    "feedback.shape.book_heads": "{got} splits the {width} features into {h} heads of {hd}, the book's example's "
        "{h} heads: here num_heads = {want_h}, so head_dim = {width} / {want_h} = {want_hd} and the shape is {want}.",
    "feedback.shape.other_heads": "{got} splits the {width} features into {h} heads of {hd}: here num_heads = "
        "{want_h}, so head_dim = {width} / {want_h} = {want_hd} and the shape is {want}.",
    "feedback.shape.book_example": "{got} is the shape of the book's own example ({named}), not of the "
        "question's: its sizes are other ones. Work the shape out from the numbers the question gives.",
    "feedback.shape.book_axis": "{got} has {axis} = {size}, the book's example's {axis}: here {axis} = {want}, "
        "so the shape is {shape}.",
    "feedback.input_fixed_heads": "Your code computes as if {name} were always {fixed}: it is right where "
        "{name} = {fixed} and wrong where {name} = {given}, whose output is what {fixed} heads give ({fixed} is "
        "the book's example's head count). Take the head count from the input: head_dim = d // {name}, not "
        "d // {fixed}.",
    "feedback.input_fixed_book": "Your code computes as if {name} were always {fixed}, the book's example's "
        "value: it is right where {name} = {fixed} and wrong where {name} = {given}, whose output is what "
        "{name} = {fixed} gives. Take every size from the input {name} instead of a fixed number.",
    "feedback.input_fixed_line": "Line {line}, `{code}`, writes the number {fixed} there.",
    "feedback.input_fixed": "Your code computes as if {name} were always {fixed}: it is right where {name} = "
        "{fixed} and wrong where {name} = {given}, whose output is what {name} = {fixed} gives. Take every "
        "size from the input {name} instead of a fixed number.",
    # --- the learner's own assert failed (attnlab.grading.assert_read) ---
    "feedback.own_assert": "Your own check failed: line {line}, `{code}`, is false for one of the inputs the grader gives ({error}). The statement allows other inputs than the book's example (other sizes, other values), and the expectation written into that assert holds only for some of them. Make the code right for every input the statement allows; keep the assert only if it holds for all of them.",
    "feedback.own_assert_size": "Your own check failed: line {line}, `{code}`, compares sizes that agree on the book's example (its two heads, its six tokens) but not on the other inputs the grader gives ({error}). The statement allows other sizes: write the code for any size, reading each from the tensors (x.shape), and drop an assert that pins one.",
    "feedback.own_assert_close": "Your own check failed: line {line}, `{code}`, compares floating-point results with the default tolerance of allclose/isclose (atol=1e-8, rtol=1e-5), tighter than float32 rounding: a value that is 0 in exact arithmetic comes out near 1e-7, and the grader's larger inputs round more ({error}). Give a tolerance suited to float32 (atol=1e-5, say) or drop the assert; the grader checks the result itself.",
    'feedback.local_unread': 'Line {line}, `{code}`, binds `{var}` and nothing after it reads `{var}`: where it was meant to go, your code uses another tensor. Find the line that should take `{var}`.',
    'feedback.load_transposed': "load_state_dict got {name} with shape {got} for a parameter of shape {want}, the same sizes the other way round: nn.Linear stores its weight as (d_out, d_in), while SelfAttention_v1's parameters are (d_in, d_out). Load the transposed weights, weight.T.",
    'feedback.dropout_not_asked': "Line {line}, `{code}`, drops weights at random: the dropout functions train by default (F.dropout's training=True), and this exercise asks for no dropout at all. Leave it out.",
}
