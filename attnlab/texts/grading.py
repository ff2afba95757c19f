"""Strings of grading: feedback for every outcome, the Exercises tab and the reports."""

STRINGS: dict[str, dict[str, str]] = {
    "title.exercises": {"en": "Exercises", "zh": "练习"},
    "exercises.intro": {
        "en": "Pick an exercise, answer it and press **Check**. Code answers run in a sandbox that "
        "only computes (each code exercise says what confines it here). Your answers and progress "
        "stay in this browser (see *Your work* below). To grade a whole class, see the README: "
        "`python -m attnlab grade`.",
        "zh": "选择一道练习，作答后点击**检查**。代码答案在一个只能计算的沙箱中运行（每道代码练习都会说明这里用了哪些隔离措施）。"
        "你的答案和进度保存在这个浏览器里（见下方“你的作答”）。要给全班评分，请参阅 README：`python -m attnlab grade`。",
    },
    "widget.exercise": {"en": "Exercise", "zh": "练习"},
    "widget.answer_number": {"en": "Your answer (a number)", "zh": "你的答案（一个数字）"},
    "widget.answer_text": {"en": "Your answer", "zh": "你的答案"},
    "widget.answer_code": {"en": "Your code", "zh": "你的代码"},
    "widget.check": {"en": "Check", "zh": "检查"},
    "widget.show_starter": {"en": "Reset to the starter", "zh": "恢复初始代码"},
    "widget.hint": {"en": "Show a hint", "zh": "显示提示"},
    "widget.open_lesson": {"en": "Open the lesson", "zh": "打开对应课程"},
    "exercises.progress": {"en": "**Progress:** {score} / {total} points", "zh": "**进度：** {score} / {total} 分"},
    "exercises.points": {"en": "{points} points", "zh": "{points} 分"},
    "exercises.result": {"en": "**{status}** · {score} / {max_score} points\n\n{feedback}",
                         "zh": "**{status}** · {score} / {max_score} 分\n\n{feedback}"},
    "exercises.hint": {"en": "**Hint {i} of {n}:** {hint}", "zh": "**提示 {i} / {n}：** {hint}"},
    "exercises.no_more_hints": {"en": "No more hints for this exercise.", "zh": "这道练习没有更多提示了。"},
    "exercises.code_disabled": {
        "en": "Code answers are switched off on this server, which others can reach: it cannot "
        "confine code safely (missing: {missing}). Number and shape answers still work.",
        "zh": "此服务器可被他人访问，但无法安全地隔离代码（缺少：{missing}），因此已关闭代码答案。"
        "数字和形状类答案仍可使用。",
    },
    "exercises.answer_too_long": {
        "en": "Your answer is longer than {limit} characters: type just the number(s).",
        "zh": "你的答案超过了 {limit} 个字符：只需输入数字即可。",
    },
    "exercises.unparsed_number": {
        "en": "Could not read “{value}” as a number: type it like 0.1234 (10/9 or 12.5% work too).",
        "zh": "无法把“{value}”读成一个数字：请按 0.1234 这样的格式输入（也可以写 10/9 或 12.5%）。",
    },
    "exercises.unparsed_vector": {
        "en": "Could not read “{value}” as a list of numbers: type them like [0.1, 0.2, 0.3] or "
        "0.1, 0.2, 0.3.",
        "zh": "无法把“{value}”读成一组数字：请按 [0.1, 0.2, 0.3] 或 0.1, 0.2, 0.3 这样的格式输入。",
    },
    "exercises.unparsed_shape": {
        "en": "Could not read “{value}” as a shape: type whole numbers like (1, 2, 3, 4).",
        "zh": "无法把“{value}”读成一个形状：请按 (1, 2, 3, 4) 这样的格式输入整数。",
    },
    "exercises.code_too_long": {
        "en": "Your code is longer than {limit} characters.",
        "zh": "你的代码超过了 {limit} 个字符。",
    },
    "status.passed": {"en": "Passed", "zh": "通过"},
    "status.failed": {"en": "Not yet", "zh": "还不对"},
    "status.error": {"en": "Error", "zh": "出错"},
    "status.missing": {"en": "Missing", "zh": "未作答"},
    # --- generic feedback ---
    "feedback.passed": {"en": "Correct. Well done!", "zh": "正确，做得好！"},
    "feedback.missing": {
        "en": "No answer: the submission has no top-level name for this exercise.",
        "zh": "没有答案：提交的文件中没有这道练习对应的顶层名称。",
    },
    "feedback.malformed": {
        "en": "The answer's result could not be read ({what}); it scores nothing.",
        "zh": "无法读取答案的结果（{what}），本题不得分。",
    },
    "feedback.not_callable": {
        "en": "This exercise expects a function, but the answer is a {got}.",
        "zh": "这道练习需要一个函数，但答案是 {got}。",
    },
    "feedback.raised": {"en": "Your code raised an error: {error}", "zh": "你的代码抛出了错误：{error}"},
    "feedback.not_tensor": {
        "en": "The {what} should be a torch.Tensor, but it is a {got}.",
        "zh": "{what} 应当是 torch.Tensor，但它是 {got}。",
    },
    "feedback.bad_tensor": {
        "en": "The {what} must be an ordinary tensor with real values ({why}).",
        "zh": "{what} 必须是包含真实数值的普通张量（{why}）。",
    },
    "feedback.not_number": {"en": "The answer should be a number, not {got}.", "zh": "答案应当是一个数字，而不是 {got}。"},
    "feedback.not_sequence": {
        "en": "The answer should be a list or tuple of numbers, not {got}.",
        "zh": "答案应当是由数字组成的列表或元组，而不是 {got}。",
    },
    "feedback.not_sequence_item": {
        "en": "Every entry of the answer should be a number, but one is a {got}.",
        "zh": "答案中的每一项都应当是数字，但其中有一项是 {got}。",
    },
    "what.output": {"en": "output", "zh": "输出"},
    "what.output_n": {"en": "output {n}", "zh": "第 {n} 个输出"},
    "feedback.wrong_shape": {
        "en": "Expected the {what} to have shape {want}, got {got}.",
        "zh": "{what} 的形状应为 {want}，实际为 {got}。",
    },
    "feedback.not_finite": {
        "en": "The {what} contains NaN or inf where every value should be finite.",
        "zh": "{what} 中出现了 NaN 或 inf，而所有值都应当是有限数。",
    },
    "feedback.wrong_values": {
        "en": "The {what} has the right shape but wrong values: at {where} it is {got}, expected {want}.",
        "zh": "{what} 的形状正确但数值不对：在 {where} 处是 {got}，应为 {want}。",
    },
    "feedback.wrong_number": {
        "en": "{got} is not right. Check your arithmetic and give {digits} decimals.",
        "zh": "{got} 不对。请检查计算，并保留 {digits} 位小数。",
    },
    "feedback.wrong_length": {
        "en": "Expected {want} numbers, got {got}.",
        "zh": "应当有 {want} 个数字，实际有 {got} 个。",
    },
    "feedback.wrong_vector": {
        "en": "The numbers are not right yet. Check each component to 4 decimals.",
        "zh": "这些数字还不对。请逐个检查各分量，保留 4 位小数。",
    },
    "feedback.wrong_shape_answer": {"en": "That is not the resulting shape.", "zh": "这不是最终得到的形状。"},
    "feedback.wrong_count": {
        "en": "The function should return {want} tensor(s), it returned {got}.",
        "zh": "函数应当返回 {want} 个张量，实际返回了 {got} 个。",
    },
    "feedback.timeout": {
        "en": "Your code did not finish within {seconds} seconds (an endless loop?).",
        "zh": "你的代码没有在 {seconds} 秒内结束（是否有死循环？）。",
    },
    "feedback.cpu_limit": {
        "en": "Your code used up its CPU time (an endless loop?).",
        "zh": "你的代码用完了 CPU 时间（是否有死循环？）。",
    },
    "feedback.scratch_full": {
        "en": "Your code was stopped: it wrote more than {mib} MiB or {files} files into its "
        "working folder, the most one answer may write.",
        "zh": "你的代码被终止：它在工作目录中写入了超过 {mib} MiB 或 {files} 个文件，超出了一次作答允许的上限。",
    },
    "feedback.killed": {
        "en": "Your code was stopped ({signal}), probably for using too much memory.",
        "zh": "你的代码被终止（{signal}），可能是因为占用了过多内存。",
    },
    "feedback.forbidden": {
        "en": "Your code tried something the sandbox does not allow and was stopped.",
        "zh": "你的代码尝试了沙箱不允许的操作，已被终止。",
    },
    "feedback.crashed": {"en": "Your code crashed ({signal}).", "zh": "你的代码崩溃了（{signal}）。"},
    "feedback.exited": {
        "en": "Your code ended the process (exit code {code}) before returning an answer.",
        "zh": "你的代码在返回答案之前结束了进程（退出码 {code}）。",
    },
    "feedback.load_failed": {
        "en": "The submission could not be loaded: {error}",
        "zh": "无法加载提交的文件：{error}",
    },
    "feedback.not_defined_cell": {
        "en": "This answer was never defined: cell {cell}, which defines it, failed with "
        "{error} (line {line} of the cell). The other cells still ran.",
        "zh": "这个答案没有被定义：定义它的第 {cell} 个代码单元格出错了：{error}（该单元格第 {line} 行）。"
        "其他单元格照常运行。",
    },
    "feedback.not_defined_line": {
        "en": "This answer was never defined: line {line} of your file raised {error}, and "
        "Python stops a file at its first error, so what comes after it did not run.",
        "zh": "这个答案没有被定义：你的文件第 {line} 行抛出了 {error}；Python 在文件的第一个错误处就会停止，"
        "所以后面的代码没有运行。",
    },
    "feedback.raised_after_cell": {
        "en": "Your code raised an error: {error}. Cell {cell}, which defines that name, failed "
        "with {cause} (line {line} of the cell).",
        "zh": "你的代码抛出了错误：{error}。定义这个名称的第 {cell} 个代码单元格出错了：{cause}"
        "（该单元格第 {line} 行）。",
    },
    # --- how a submission ran (notes above its scores in the reports) ---
    "note.label": {"en": "note", "zh": "说明"},
    "note.order_saved": {
        "en": "The cells ran in the order you last ran them (their In [n] numbers).",
        "zh": "各单元格按你上次运行它们的顺序（In [n] 编号）运行。",
    },
    "note.order_document": {
        "en": "The cells ran from top to bottom.",
        "zh": "各单元格按从上到下的顺序运行。",
    },
    "note.order_fallback": {
        "en": "The cells ran from top to bottom: in the order you last ran them (In [n]) more of "
        "them failed.",
        "zh": "各单元格按从上到下的顺序运行：按你上次运行的顺序（In [n]）运行时出错的单元格更多。",
    },
    "note.cell_failed": {
        "en": "cell {cell}: {error} (line {line} of the cell); the cells after it still ran",
        "zh": "第 {cell} 个代码单元格：{error}（该单元格第 {line} 行）；后面的单元格照常运行",
    },
    "note.cell_went_on": {
        "en": "cell {cell}, line {line}: {error}: the grader does not have this module; only "
        "answers that use it fail",
        "zh": "第 {cell} 个代码单元格第 {line} 行：{error}：评分环境中没有这个模块；只有用到它的答案会出错",
    },
    "note.line_failed": {
        "en": "line {line}: {error}; answers defined after this line were not loaded",
        "zh": "第 {line} 行：{error}；这一行之后定义的答案没有被加载",
    },
    "note.line_went_on": {
        "en": "line {line}: {error}: the grader does not have this module; only answers that use "
        "it fail",
        "zh": "第 {line} 行：{error}：评分环境中没有这个模块；只有用到它的答案会出错",
    },
    "note.skipped": {
        "en": "cell {cell}: `{line}` was skipped (IPython only; it does not run when grading)",
        "zh": "第 {cell} 个代码单元格：已跳过 `{line}`（仅在 IPython 中有效，评分时不运行）",
    },
    "note.skipped_more": {
        "en": "{n} more IPython lines were skipped",
        "zh": "另有 {n} 行 IPython 代码被跳过",
    },
    "feedback.settings_note": {
        "en": "Note: your file changes a global torch setting at top level ({settings}). The "
        "grader runs each answer with torch's defaults, so tensors and modules your file made "
        "at top level keep your setting while the grader's inputs do not: make them inside the "
        "answer, or leave the setting out of the file you hand in.",
        "zh": "注意：你的文件在顶层修改了 torch 的全局设置（{settings}）。评分程序用 torch 的默认设置运行每个答案，"
        "所以你在顶层创建的张量和模块保留了你的设置，而评分程序的输入没有：请在答案函数内部创建它们，"
        "或者在提交的文件中去掉这个设置。",
    },
    "feedback.sandbox_failed": {
        "en": "The grader's sandbox failed; this is not your fault. Please try again.",
        "zh": "评分沙箱出错了，这不是你的问题。请重试。",
    },
    # --- exercise-specific feedback ---
    "ex3_1.missing_param": {
        "en": "sa_v1.{name} is no longer a tensor: give it the weights, do not remove it.",
        "zh": "sa_v1.{name} 不再是张量了：请给它赋权重，而不是删除它。",
    },
    "ex3_1.not_transposed": {
        "en": "sa_v1.{name} has shape {got}, but SelfAttention_v1 multiplies x @ W and needs {want}: "
        "nn.Linear stores its weight transposed.",
        "zh": "sa_v1.{name} 的形状是 {got}，但 SelfAttention_v1 计算 x @ W，需要 {want}：nn.Linear 存储的是转置后的权重。",
    },
    "ex3_1.weights_differ": {
        "en": "sa_v1.{name} does not hold sa_v2's weights: give sa_v1's own parameter {name} the "
        "transposed weight of sa_v2.{name}.",
        "zh": "sa_v1.{name} 中不是 sa_v2 的权重：请把 sa_v2.{name} 的权重转置后赋给 sa_v1 自己的参数 {name}。",
    },
    "ex3_2.not_wrapper": {
        "en": "Return a MultiHeadAttentionWrapper instance, not a {got}.",
        "zh": "请返回 MultiHeadAttentionWrapper 的实例，而不是 {got}。",
    },
    "ex3_2.heads": {"en": "The wrapper has {got} head(s); the exercise asks for 2.",
                    "zh": "这个包装器有 {got} 个头；练习要求 2 个。"},
    "ex3_2.d_in": {"en": "d_in is {got}, but the book's tokens have 3 dimensions.",
                   "zh": "d_in 是 {got}，但书中词元的维度是 3。"},
    "ex3_2.context": {"en": "context_length is {got}, shorter than the 6 tokens of the batch.",
                      "zh": "context_length 是 {got}，比批次中的 6 个词元还短。"},
    "ex3_2.shape": {
        "en": "Expected shape {want}, got {got}: in the wrapper d_out is each head's width and the "
        "{heads} heads are concatenated, so your d_out of {per_head} gives {heads} × {per_head} "
        "features. For {want} the right d_out is {want_per_head}.",
        "zh": "形状应为 {want}，实际为 {got}：在包装器中 d_out 是每个头的宽度，{heads} 个头会被拼接起来，"
        "所以你设的 d_out = {per_head} 会得到 {heads} × {per_head} 个特征。要得到 {want}，d_out 应为 {want_per_head}。",
    },
    "ex3_3.not_mha": {"en": "Return a MultiHeadAttention instance, not a {got}.",
                      "zh": "请返回 MultiHeadAttention 的实例，而不是 {got}。"},
    "ex3_3.not_real": {"en": "Parameter {name} is not a real parameter with values (meta or a subclass).",
                       "zh": "参数 {name} 不是带有数值的真实参数（是 meta 张量或子类）。"},
    "ex3_3.device": {"en": "The parameters are on {got}, expected {want}: call .to(device) on the module.",
                     "zh": "参数在 {got} 上，应当在 {want} 上：请对模块调用 .to(device)。"},
    "ex3_3.heads": {"en": "The module has {got} heads; GPT-2 small has 12.",
                    "zh": "这个模块有 {got} 个头；GPT-2 small 有 12 个。"},
    "ex3_3.shape": {
        "en": "{name} has shape {got}, expected {want}: GPT-2 small maps 768 features to 768.",
        "zh": "{name} 的形状是 {got}，应为 {want}：GPT-2 small 把 768 维映射到 768 维。",
    },
    "ex3_3.context": {"en": "The causal mask covers {got} tokens; GPT-2 small's context is 1024.",
                      "zh": "因果掩码覆盖 {got} 个词元；GPT-2 small 的上下文长度是 1024。"},
    "ex3_3.count": {"en": "The module has {got} parameters; expected {want}.",
                    "zh": "模块有 {got} 个参数；应为 {want} 个。"},
    "ex3_3.output": {"en": "The module does not map (1, 4, 768) inputs to (1, 4, 768) outputs.",
                     "zh": "模块没有把 (1, 4, 768) 的输入映射为 (1, 4, 768) 的输出。"},
    "ex_stable_softmax.overflow": {
        "en": "Your softmax returns NaN or inf for large scores: exp overflowed. Subtract the "
        "maximum along dim before exponentiating.",
        "zh": "对于很大的分数，你的 softmax 返回了 NaN 或 inf：exp 溢出了。取指数之前请先减去沿 dim 的最大值。",
    },
    "ex_causal_weights.future": {
        "en": "Some query gives weight to a later key: the future is not masked.",
        "zh": "有查询把权重分给了排在后面的键：未来没有被遮住。",
    },
    "ex_causal_weights.row_sum": {
        "en": "The future is masked, but the rows do not sum to 1: renormalise, or mask with -inf "
        "before the softmax.",
        "zh": "未来已被遮住，但各行之和不为 1：请重新归一化，或在 softmax 之前用 -inf 遮住。",
    },
    "ex_padding_attention.nan": {
        "en": "Some rows are NaN: a query whose keys are all padding gets 0/0. Set such rows to 0.",
        "zh": "有些行是 NaN：所有键都是填充的查询会得到 0/0。请把这些行设为 0。",
    },
    "ex_padding_attention.query_rows": {
        "en": "Rows of padded queries should be all 0: their outputs are ignored, so zero them "
        "after the softmax.",
        "zh": "被填充的查询所在的行应当全为 0：它们的输出会被忽略，所以要在 softmax 之后把它们置零。",
    },
    "ex_split_merge.no_transpose": {
        "en": "The heads have shape (b, n, h, hd): transpose(1, 2) is missing, so the heads are not "
        "in front of the tokens.",
        "zh": "各个头的形状是 (b, n, h, hd)：缺少 transpose(1, 2)，所以头这一维没有移到词元前面。",
    },
    "ex_split_merge.reshape_mixes": {
        "en": "Reshaping straight to (b, h, n, hd) mixes features of different tokens into one "
        "head. View as (b, n, h, hd) first, then transpose.",
        "zh": "直接重塑为 (b, h, n, hd) 会把不同词元的特征混进同一个头。请先 view 成 (b, n, h, hd)，再转置。",
    },
    "ex_mha_forward.no_mask": {
        "en": "Your output is attention without the causal mask: apply mask.bool()[:n, :n] before "
        "the softmax.",
        "zh": "你的输出是没有因果掩码的注意力：请在 softmax 之前应用 mask.bool()[:n, :n]。",
    },
    "ex_softmax_backward.missing_sum": {
        "en": "You returned P ⊙ dP: the softmax couples every entry of a row, so subtract "
        "Σ_j dP_j P_j inside the parentheses.",
        "zh": "你返回的是 P ⊙ dP：softmax 把一行中的所有元素耦合在一起，所以括号里还要减去 Σ_j dP_j P_j。",
    },
    "ex_fix_second_head.same_head": {
        "en": "Your second head equals the first: the second head is a[0, 1], not a[0, 0].",
        "zh": "你的第二个头与第一个头相同：第二个头是 a[0, 1]，而不是 a[0, 0]。",
    },
    "ex_fix_mask_heads.head_axis": {
        "en": "Still the original bug: the (b, 1, n) mask lines b up with the head axis. Index the "
        "padding as pad[:, None, None, :].",
        "zh": "还是原来的 bug：(b, 1, n) 的掩码把 b 对齐到了头这一维。请用 pad[:, None, None, :] 来索引填充掩码。",
    },
    # --- feedback added for naming mistakes ---
    "feedback.device_mix": {
        "en": "Your code mixes devices: a tensor was created on cpu inside your function while the "
        "inputs are on {want}. Create new tensors with `device=x.device` (or use a registered "
        "buffer). ({error})",
        "zh": "你的代码混用了设备：输入在 {want} 上，而你的函数内部在 cpu 上新建了张量。新建张量时请加上 "
        "`device=x.device`（或使用注册的缓冲区 register_buffer）。（{error}）",
    },
    "feedback.output_device": {
        "en": "The {what} is on {got}, but the inputs are on {want}: keep the computation on the "
        "inputs' device (a numpy round trip moves it to the cpu).",
        "zh": "{what} 在 {got} 上，但输入在 {want} 上：计算要留在输入所在的设备上（经过 numpy 转换会把它移到 cpu）。",
    },
    "feedback.needs_contiguous": {
        "en": "`view` cannot merge the axes of a transposed tensor: call `.contiguous()` before "
        "`.view(...)`, or use `.reshape(...)`.",
        "zh": "`view` 不能合并转置后张量的维度：请在 `.view(...)` 之前调用 `.contiguous()`，或者改用 `.reshape(...)`。",
    },
    "feedback.max_tuple": {
        "en": "x.max(dim) returns a pair (values, indices), not a tensor: use x.max(dim, "
        "keepdim=True).values, or x.amax(dim, keepdim=True).",
        "zh": "x.max(dim) 返回的是 (values, indices) 这一对结果，而不是张量：请用 x.max(dim, keepdim=True).values，"
        "或者 x.amax(dim, keepdim=True)。",
    },
    "ex3_1.assign_tensor": {
        "en": "A module's parameter can only be replaced by another nn.Parameter: wrap the weight "
        "as torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ it under torch.no_grad().",
        "zh": "模块的参数只能换成另一个 nn.Parameter：请把权重包装成 torch.nn.Parameter(sa_v2.W_query.weight.T)，"
        "或者在 torch.no_grad() 下用 copy_ 复制。",
    },
    "feedback.not_finite_answer": {
        "en": "{got} is not a finite number: the answer must be real numbers, not NaN or inf.",
        "zh": "{got} 不是有限的数：答案必须是实数，不能是 NaN 或 inf。",
    },
    "feedback.wrong_values_somewhere": {
        "en": "The result is not right yet.", "zh": "结果还不对。",
    },
    "ex3_1.dtype": {
        "en": "sa_v1.{name} is {got}, but the book's inputs are float32, so sa_v1(x) fails: keep "
        "the weights in float32 (no .double()).",
        "zh": "sa_v1.{name} 的类型是 {got}，但书中的输入是 float32，所以 sa_v1(x) 会出错：权重要保持 float32"
        "（不要用 .double()）。",
    },
    "ex3_1.dtype_half": {
        "en": "sa_v1.{name} is {got}: half precision (float16, from .half() or .to(torch.float16)), "
        "but the book's inputs are float32, so sa_v1(x) fails: keep the weights in float32 "
        "(no .half()).",
        "zh": "sa_v1.{name} 的类型是 {got}：这是半精度（float16，来自 .half() 或 .to(torch.float16)），"
        "但书中的输入是 float32，所以 sa_v1(x) 会出错：权重要保持 float32（不要用 .half()）。",
    },
    "ex3_1.forward_failed": {
        "en": "After your change sa_v1(x) raises an error on the book's inputs: {error}",
        "zh": "修改之后，sa_v1(x) 在书中的输入上抛出了错误：{error}",
    },
    "ex3_1.output_differs": {
        "en": "sa_v1 holds sa_v2's weights, but sa_v1(x) still differs from sa_v2(x): do not "
        "change sa_v1's forward.",
        "zh": "sa_v1 中已经是 sa_v2 的权重，但 sa_v1(x) 仍与 sa_v2(x) 不同：不要修改 sa_v1 的 forward。",
    },
    "ex3_2.dropout": {
        "en": "The wrapper uses dropout {got}, but the exercise asks for dropout 0.0: with dropout "
        "the outputs change from call to call in training mode.",
        "zh": "这个包装器的 dropout 是 {got}，但练习要求 dropout 为 0.0：使用 dropout 时，训练模式下每次调用的输出都会变化。",
    },
    "ex3_3.qkv_bias": {
        "en": "The module has {got} parameters, expected {want}: it was built with qkv_bias=True. "
        "The real GPT-2's {gpt2} include those query, key and value biases, but the exercise asks "
        "for the book's default qkv_bias=False.",
        "zh": "模块有 {got} 个参数，应为 {want} 个：它是用 qkv_bias=True 构建的。真正的 GPT-2 的 {gpt2} "
        "个参数包含查询、键、值的偏置，但练习要求使用书中的默认值 qkv_bias=False。",
    },
    "ex3_3.dtype": {"en": "Parameter {name} is {got}; keep the module in float32.",
                    "zh": "参数 {name} 的类型是 {got}；模块请保持 float32。"},
    "ex3_3.dropout": {
        "en": "The module uses dropout {got}, but the exercise asks for dropout 0.0.",
        "zh": "这个模块的 dropout 是 {got}，但练习要求 dropout 为 0.0。",
    },
    "ex_stable_softmax.global_max": {
        "en": "You subtract one maximum of the whole tensor: a row far below it underflows to "
        "0 / 0 = NaN. Subtract each slice's own maximum: x.amax(dim=dim, keepdim=True).",
        "zh": "你减去的是整个张量的同一个最大值：远小于它的那一行会下溢成 0 / 0 = NaN。请减去每一组自己的最大值："
        "x.amax(dim=dim, keepdim=True)。",
    },
    "ex_stable_softmax.keepdim": {
        "en": "The maximum lost its axis (keepdim is missing), so it broadcasts against the wrong "
        "axis or not at all: use x.amax(dim=dim, keepdim=True).",
        "zh": "最大值丢掉了它的那一维（缺少 keepdim），所以广播到了错误的维度上，或者无法广播：请用 "
        "x.amax(dim=dim, keepdim=True)。",
    },
    "ex_stable_softmax.max_wrong_dim": {
        "en": "The maximum is taken along another axis than the softmax: subtract the maximum along "
        "`dim` itself.",
        "zh": "最大值是沿着与 softmax 不同的维度求的：请减去沿 `dim` 这一维的最大值。",
    },
    "ex_stable_softmax.min": {
        "en": "You subtract something smaller than the maximum (the minimum or the mean, say): "
        "the values above it stay large and exp still overflows. Subtract the maximum, so that "
        "the largest exponent is exp(0) = 1.",
        "zh": "你减去的值小于最大值（比如最小值或平均值）：比它大的那些值仍然很大，exp 依然会溢出。"
        "请减去最大值，使最大的指数项是 exp(0) = 1。",
    },
    "ex_stable_softmax.ignores_dim": {
        "en": "Your softmax always runs along the last axis: use the `dim` argument.",
        "zh": "你的 softmax 总是沿最后一维计算：请使用参数 `dim`。",
    },
    "ex_stable_softmax.log_softmax": {
        "en": "You returned the log-softmax: exponentiate it, or divide exp(x − max) by its sum.",
        "zh": "你返回的是 log-softmax：请对它取指数，或者用 exp(x − max) 除以它们的和。",
    },
    "ex_stable_softmax.not_finite": {
        "en": "Your softmax returns NaN or inf on some input.",
        "zh": "对于某些输入，你的 softmax 返回了 NaN 或 inf。",
    },
    "ex_causal_weights.scaled_again": {
        "en": "Your weights are right for the scores divided by √n once more: the scores given are "
        "already scaled, so use them as they are (mask, then softmax over the keys).",
        "zh": "你的权重相当于把分数又除了一次 √n：给定的分数已经缩放过了，请直接使用（先掩码，再对键做 softmax）。",
    },
    "ex_causal_weights.wrong_dim": {
        "en": "The softmax runs over the queries (columns) instead of the keys: use dim=-1.",
        "zh": "softmax 是沿查询（列方向）做的，而不是沿键：请使用 dim=-1。",
    },
    "ex_causal_weights.masked_past": {
        "en": "You masked the past instead of the future: torch.tril keeps the lower triangle; the "
        "future (above the diagonal) is torch.triu(..., diagonal=1).",
        "zh": "你遮住的是过去而不是未来：torch.tril 保留的是下三角；未来（对角线以上）是 torch.triu(..., diagonal=1)。",
    },
    "ex_padding_attention.off_by_one": {
        "en": "Your padding mask is off by one: position i is padding exactly when i ≥ length "
        "(positions count from 0).",
        "zh": "你的填充掩码差了一位：位置 i 是填充，当且仅当 i ≥ 长度（位置从 0 开始计数）。",
    },
    "ex_padding_attention.queries_masked": {
        "en": "You masked padded queries (rows) instead of padded keys (columns): index the mask "
        "as [:, None, None, :], so that no query attends to a padded key.",
        "zh": "你遮住的是被填充的查询（行），而不是被填充的键（列）：请用 [:, None, None, :] 索引掩码，"
        "使任何查询都不关注被填充的键。",
    },
    "ex_padding_attention.head_axis": {
        "en": "The mask has no head axis: (b, 1, n) lines b up with the heads of (b, h, n, n). "
        "Index it as [:, None, None, :].",
        "zh": "掩码缺少头这一维：(b, 1, n) 会把 b 对齐到 (b, h, n, n) 的头维度上。请用 [:, None, None, :] 索引。",
    },
    "ex_padding_attention.inverted": {
        "en": "The mask is inverted: it hides the real tokens and keeps the padding.",
        "zh": "掩码反了：它遮住了真实的词元，留下了填充。",
    },
    "ex_padding_attention.keys_seen": {
        "en": "Some query still gives weight to a padded key.",
        "zh": "仍有查询把权重分给了被填充的键。",
    },
    "ex_split_merge.transpose_before_view": {
        "en": "You transposed (b, n, d) before splitting, so each head mixes features of different "
        "tokens: view as (b, n, h, hd) first, then transpose(1, 2).",
        "zh": "你在拆分之前就转置了 (b, n, d)，所以每个头混进了不同词元的特征：请先 view 成 (b, n, h, hd)，再 transpose(1, 2)。",
    },
    "ex_split_merge.merge_no_transpose": {
        "en": "The merge reshapes (b, h, n, hd) straight to (b, n, d), mixing tokens: transpose(1, 2) "
        "back to (b, n, h, hd) first.",
        "zh": "合并时直接把 (b, h, n, hd) 重塑成 (b, n, d)，把词元混在了一起：请先 transpose(1, 2) 回到 (b, n, h, hd)。",
    },
    "ex_split_merge.merge_wrong_order": {
        "en": "The merge puts the features in the wrong order: head i must fill features "
        "[i·hd, (i+1)·hd), so bring the axes to (b, n, h, hd) before merging.",
        "zh": "合并后特征的顺序不对：第 i 个头必须占据第 [i·hd, (i+1)·hd) 个特征，所以合并之前要把维度排成 (b, n, h, hd)。",
    },
    "ex_mha_forward.no_scale": {
        "en": "The scores are not scaled: divide them by √head_dim before the softmax.",
        "zh": "分数没有缩放：请在 softmax 之前把它们除以 √head_dim。",
    },
    "ex_mha_forward.scale_d_out": {
        "en": "You scale by d_out (or √d_out), the size of all heads together: each head's scores "
        "are scaled by √head_dim.",
        "zh": "你用 d_out（或 √d_out）来缩放，这是所有头合起来的维度：每个头的分数应除以 √head_dim。",
    },
    "ex_mha_forward.scale_after": {
        "en": "You scale after the softmax: divide the scores by √head_dim before it.",
        "zh": "你在 softmax 之后才缩放：请在 softmax 之前把分数除以 √head_dim。",
    },
    "ex_mha_forward.softmax_dim": {
        "en": "The softmax runs over the wrong axis: the weights of each query are normalised over "
        "the keys, the last axis (dim=-1).",
        "zh": "softmax 的维度不对：每个查询的权重要在键上归一化，也就是最后一维（dim=-1）。",
    },
    "ex_mha_forward.view_no_transpose": {
        "en": "You split the heads with view(b, num_heads, n, head_dim), which mixes tokens: view as "
        "(b, n, num_heads, head_dim), then transpose(1, 2).",
        "zh": "你用 view(b, num_heads, n, head_dim) 拆分多头，这会把词元混在一起：请先 view 成 "
        "(b, n, num_heads, head_dim)，再 transpose(1, 2)。",
    },
    "ex_mha_forward.merge_no_transpose": {
        "en": "The merge skips the transpose: (weights @ values) is (b, h, n, hd); transpose(1, 2) "
        "back to (b, n, h, hd) before merging to (b, n, d_out).",
        "zh": "合并时缺少转置：(weights @ values) 的形状是 (b, h, n, hd)；合并成 (b, n, d_out) 之前要先 "
        "transpose(1, 2) 回到 (b, n, h, hd)。",
    },
    "ex_mha_forward.no_out_proj": {
        "en": "The output projection is missing: apply mha.out_proj to the merged context vectors.",
        "zh": "缺少输出投影：请对合并后的上下文向量应用 mha.out_proj。",
    },
    "ex_mha_forward.mask_unsliced": {
        "en": "The mask is context_length × context_length, longer than these n tokens: slice it "
        "as mask.bool()[:n, :n].",
        "zh": "掩码的大小是 context_length × context_length，比这里的 n 个词元长：请切片为 mask.bool()[:n, :n]。",
    },
    "ex_mha_forward.sdpa_no_transpose": {
        "en": "scaled_dot_product_attention attends over the second-to-last axis, but your q, k, v "
        "are (b, n, num_heads, head_dim), so it mixes heads instead of tokens: transpose(1, 2) "
        "to (b, num_heads, n, head_dim) before it, and back after.",
        "zh": "scaled_dot_product_attention 在倒数第二维上做注意力，而你的 q、k、v 形状是 "
        "(b, n, num_heads, head_dim)，所以它混合的是头而不是词元：调用前先 transpose(1, 2) 成 "
        "(b, num_heads, n, head_dim)，之后再转置回来。",
    },
    "ex_mha_forward.sdpa_inverted": {
        "en": "scaled_dot_product_attention keeps the True entries of a boolean attn_mask, the "
        "opposite of the book's mask: pass ~mask.bool()[:n, :n], or use is_causal=True.",
        "zh": "scaled_dot_product_attention 保留布尔 attn_mask 中为 True 的位置，与书中的掩码正好相反："
        "请传入 ~mask.bool()[:n, :n]，或者使用 is_causal=True。",
    },
    "ex_mha_forward.mask_tril": {
        "en": "You masked the past and the diagonal instead of the future: the future is the upper "
        "triangle, torch.triu(..., diagonal=1), which the buffer mha.mask already holds.",
        "zh": "你遮住的是过去和对角线，而不是未来：未来是上三角 torch.triu(..., diagonal=1)，缓冲区 mha.mask 中已经存好了。",
    },
    "ex_mha_forward.scale_d_in": {
        "en": "You scale by d_in (or √d_in), the size of the input embeddings: each head's scores "
        "are scaled by √head_dim.",
        "zh": "你用 d_in（或 √d_in，输入嵌入的维度）来缩放：每个头的分数应除以 √head_dim。",
    },
    "ex_mha_forward.scale_tokens": {
        "en": "You scale by the square root of the number of tokens: the scaling depends on the "
        "length of each query and key vector, √head_dim, not on how many tokens there are.",
        "zh": "你除以的是词元个数的平方根：缩放取决于每个查询向量和键向量的长度 √head_dim，而不是词元有多少个。",
    },
    "ex_mha_forward.scale_heads": {
        "en": "You scale by √num_heads: each head's scores are scaled by √head_dim, the length of "
        "its query and key vectors.",
        "zh": "你除以的是 √num_heads：每个头的分数应除以 √head_dim，即该头查询向量和键向量的长度。",
    },
    "ex_mha_forward.scores_transposed": {
        "en": "The scores are transposed: keys @ queriesᵀ puts the keys in the rows. Compute "
        "queries @ keys.transpose(2, 3), so that row i holds query i's scores.",
        "zh": "分数矩阵转置了：keys @ queriesᵀ 把键放在了行上。请计算 queries @ keys.transpose(2, 3)，"
        "使第 i 行是查询 i 的分数。",
    },
    "ex_mha_forward.sdpa_float_mask": {
        "en": "A float attn_mask is added to the scores, so the buffer's 1s only nudge the future: "
        "pass a boolean mask where True means keep (~mask.bool()[:n, :n]), or is_causal=True.",
        "zh": "浮点类型的 attn_mask 会被加到分数上，所以缓冲区里的 1 只是稍微改变了未来的分数：请传入布尔掩码"
        "（True 表示保留，即 ~mask.bool()[:n, :n]），或者使用 is_causal=True。",
    },
    "ex_mha_forward.random": {
        "en": "Your output changes from call to call: dropout is active (F.dropout trains by "
        "default). Use mha.dropout, or no dropout.",
        "zh": "你的输出每次调用都不同：dropout 处于启用状态（F.dropout 默认是训练模式）。请使用 mha.dropout，或者不用 dropout。",
    },
    "ex_softmax_backward.sign": {
        "en": "The sign is flipped: dS = P ⊙ (dP − Σ_j dP_j P_j).",
        "zh": "符号反了：dS = P ⊙ (dP − Σ_j dP_j P_j)。",
    },
    "ex_softmax_backward.wrong_axis": {
        "en": "The sum runs over the wrong axis: sum over the last axis (the one the softmax "
        "normalised), dim=-1 with keepdim=True.",
        "zh": "求和的维度不对：要沿最后一维（softmax 归一化的那一维）求和，dim=-1 并且 keepdim=True。",
    },
    "ex_softmax_backward.keepdim": {
        "en": "The row sum lost its axis (keepdim is missing), so it does not broadcast against "
        "each row: use .sum(dim=-1, keepdim=True).",
        "zh": "行和丢掉了它的那一维（缺少 keepdim），所以无法按行广播：请用 .sum(dim=-1, keepdim=True)。",
    },
    "ex_softmax_backward.missing_p": {
        "en": "The factor P in front is missing: dS = P ⊙ (dP − Σ_j dP_j P_j).",
        "zh": "缺少了前面的因子 P：dS = P ⊙ (dP − Σ_j dP_j P_j)。",
    },
    "ex_softmax_backward.sum_without_p": {
        "en": "The sum is Σ_j dP_j: it needs the weights too, Σ_j dP_j P_j.",
        "zh": "你求的是 Σ_j dP_j：还需要乘上权重，应为 Σ_j dP_j P_j。",
    },
    "ex_softmax_backward.diagonal_only": {
        "en": "You kept only the diagonal of the Jacobian, P (1 − P): every P_j of the row "
        "contributes, so subtract Σ_j dP_j P_j.",
        "zh": "你只保留了雅可比矩阵的对角线 P (1 − P)：这一行的每个 P_j 都有贡献，所以要减去 Σ_j dP_j P_j。",
    },
    "ex_fix_second_head.two_heads": {
        "en": "The second head is right now, but the function only handles two heads: stack one "
        "result per head, for every head of a.",
        "zh": "第二个头现在对了，但这个函数只能处理两个头：请为 a 的每一个头各算一个结果，再堆叠起来。",
    },
    "ex_fix_second_head.wrong_side": {
        "en": "You computed headᵀ @ head, (d, d): the scores of a head are head @ headᵀ, (n, n).",
        "zh": "你算的是 headᵀ @ head，形状为 (d, d)：一个头的分数是 head @ headᵀ，形状为 (n, n)。",
    },
    "ex_fix_mask_heads.query_axis": {
        "en": "The mask now covers padded queries (rows) instead of padded keys: index it as "
        "pad[:, None, None, :].",
        "zh": "现在掩码遮住的是被填充的查询（行），而不是被填充的键：请用 pad[:, None, None, :] 索引。",
    },
    "ex_fix_mask_heads.inverted": {
        "en": "The mask is inverted: it hides the real tokens and keeps the padding.",
        "zh": "掩码反了：它遮住了真实的词元，留下了填充。",
    },
    "ex_omega.self_score": {
        "en": "{got} is ω₂₂, “journey” with itself: ω₂₁ pairs the query “journey” with the key "
        "“Your”, x⁽²⁾ · x⁽¹⁾.",
        "zh": "{got} 是 ω₂₂，即“journey”与自身的分数：ω₂₁ 是查询“journey”与键“Your”的点积 x⁽²⁾ · x⁽¹⁾。",
    },
    "ex_omega.weight": {
        "en": "{got} is the softmax weight α₂₁; the question asks for the raw score ω₂₁ before "
        "the softmax.",
        "zh": "{got} 是 softmax 之后的权重 α₂₁；题目问的是 softmax 之前的原始分数 ω₂₁。",
    },
    "ex_omega.other_pair": {
        "en": "{got} is ω₁₁, “Your” with itself: ω₂₁ is x⁽²⁾ · x⁽¹⁾.",
        "zh": "{got} 是 ω₁₁，即“Your”与自身的分数：ω₂₁ 是 x⁽²⁾ · x⁽¹⁾。",
    },
    "ex_softmax_weight.sum_normalised": {
        "en": "{got} is ω₂₂ divided by the sum of the scores: that is sum-normalisation. Softmax "
        "divides exp(ω₂₂) by Σ exp(ω₂ⱼ).",
        "zh": "{got} 是 ω₂₂ 除以分数之和：这是按和归一化。softmax 是用 exp(ω₂₂) 除以 Σ exp(ω₂ⱼ)。",
    },
    "ex_softmax_weight.scaled": {
        "en": "{got} comes from scores divided by √3: here the scores are the raw dot products, "
        "not scaled.",
        "zh": "{got} 来自除以 √3 之后的分数：这里的分数是原始点积，不做缩放。",
    },
    "ex_softmax_weight.score": {
        "en": "{got} is the score ω₂₂ itself: apply the softmax over the six scores.",
        "zh": "{got} 就是分数 ω₂₂ 本身：请对六个分数做 softmax。",
    },
    "ex_softmax_weight.other_key": {
        "en": "{got} is the weight on “Your” (α₂₁): the question asks for α₂₂, “journey” on itself.",
        "zh": "{got} 是给“Your”的权重 α₂₁：题目问的是 α₂₂，即“journey”给自己的权重。",
    },
    "ex_context.sum_normalised": {
        "en": "These numbers use sum-normalised weights (ω / Σω): the context vector uses softmax "
        "weights.",
        "zh": "这些数字用的是按和归一化的权重（ω / Σω）：上下文向量要用 softmax 权重。",
    },
    "ex_context.unnormalised": {
        "en": "These numbers weight the inputs by the raw scores: normalise the scores with the "
        "softmax first.",
        "zh": "这些数字直接用原始分数给输入加权：请先用 softmax 把分数归一化。",
    },
    "ex_context.other_query": {
        "en": "This is the context vector of “Your” (query 1): the question asks for “journey”.",
        "zh": "这是“Your”（第 1 个查询）的上下文向量：题目问的是“journey”。",
    },
    "ex_dropout_survivor.times_keep": {
        "en": "{got} multiplies by the keep probability 1 − p: survivors are divided by it, "
        "1 / (1 − p).",
        "zh": "{got} 是乘以保留概率 1 − p 的结果：被保留的值应当除以它，即 1 / (1 − p)。",
    },
    "ex_dropout_survivor.over_p": {
        "en": "{got} is 1 / p: survivors are scaled by 1 / (1 − p), the inverse of the keep "
        "probability.",
        "zh": "{got} 是 1 / p：被保留的值按 1 / (1 − p) 缩放，即保留概率的倒数。",
    },
    "ex_dropout_survivor.unscaled": {
        "en": "Survivors are not left at 1: they are scaled by 1 / (1 − p) so that the expectation "
        "is unchanged.",
        "zh": "被保留的值不会保持为 1：它们要按 1 / (1 − p) 缩放，使期望保持不变。",
    },
    "ex_dropout_survivor.book_p": {
        "en": "{got} is the book's example with p = 0.5; here p = 0.1.",
        "zh": "{got} 是书中 p = 0.5 的例子；这里 p = 0.1。",
    },
    "ex_shape_view.no_transpose": {
        "en": "That is the shape after view only: transpose(1, 2) then swaps the tokens and the heads.",
        "zh": "这是只做了 view 之后的形状：transpose(1, 2) 还会交换词元和头这两个维度。",
    },
    "ex_shape_view.swapped": {
        "en": "Heads and head_dim are swapped: there are num_heads = 3 heads of head_dim = 12 / 3 = 4.",
        "zh": "头数和 head_dim 弄反了：一共有 num_heads = 3 个头，每个头 head_dim = 12 / 3 = 4 维。",
    },
    "ex_shape_view.head_dim": {
        "en": "Each head gets head_dim = d_out / num_heads features, not all d_out.",
        "zh": "每个头得到 head_dim = d_out / num_heads 维特征，而不是全部 d_out 维。",
    },
    "exercises.lesson_link": {
        "en": "Lesson: **{lesson}** (tab {tab}).",
        "zh": "对应课程：**{lesson}**（标签页 {tab}）。",
    },
    # --- command line ---
    "cli.summary": {
        "en": "grading {n} submission(s) on {device}; sandbox: Landlock ABI {landlock}, seccomp "
        "{seccomp}, limits {limits}",
        "zh": "正在评分 {n} 份提交，设备 {device}；沙箱：Landlock ABI {landlock}，seccomp {seccomp}，限制 {limits}",
    },
    # --- reports ---
    "report.total": {"en": "Total", "zh": "总分"},
}
