"""Strings of grading: feedback for every outcome, the Exercises tab and the reports."""

STRINGS: dict[str, dict[str, str]] = {
    "tab.exercises": {"en": "8 · Exercises", "zh": "8 · 练习"},
    "exercises.intro": {
        "en": "Pick an exercise, answer it and press **Check**. Code answers run in a sandbox: a "
        "separate process with time, memory and file limits, no network and no access to other "
        "files. Your progress is kept while this page is open. To grade a whole class, see the "
        "README: `python -m attnlab grade`.",
        "zh": "选择一道练习，作答后点击**检查**。代码答案在沙箱中运行：一个独立的进程，有时间、内存和文件大小限制，"
        "不能联网，也不能访问其他文件。本页面打开期间会保留你的进度。要给全班评分，请参阅 README："
        "`python -m attnlab grade`。",
    },
    "widget.exercise": {"en": "Exercise", "zh": "练习"},
    "widget.answer_number": {"en": "Your answer (a number)", "zh": "你的答案（一个数字）"},
    "widget.answer_text": {"en": "Your answer", "zh": "你的答案"},
    "widget.answer_code": {"en": "Your code", "zh": "你的代码"},
    "widget.check": {"en": "Check", "zh": "检查"},
    "widget.show_starter": {"en": "Reset to the starter", "zh": "恢复初始代码"},
    "widget.hint": {"en": "Show a hint", "zh": "显示提示"},
    "exercises.progress": {"en": "**Progress:** {score} / {total} points", "zh": "**进度：** {score} / {total} 分"},
    "exercises.points": {"en": "{points} points", "zh": "{points} 分"},
    "exercises.result": {"en": "**{status}** · {score} / {max_score} points\n\n{feedback}",
                         "zh": "**{status}** · {score} / {max_score} 分\n\n{feedback}"},
    "exercises.hint": {"en": "**Hint {i} of {n}:** {hint}", "zh": "**提示 {i} / {n}：** {hint}"},
    "exercises.no_more_hints": {"en": "No more hints for this exercise.", "zh": "这道练习没有更多提示了。"},
    "exercises.code_disabled": {
        "en": "Code answers are switched off on this server: the sandbox's strict protections "
        "(Landlock and seccomp) are not available here. Number and shape answers still work.",
        "zh": "此服务器已关闭代码答案：这里无法使用沙箱的严格保护（Landlock 和 seccomp）。数字和形状类答案仍可使用。",
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
        "en": "sa_v1.{name} does not hold sa_v2's weights. Matching outputs by another route does "
        "not count: sa_v1's own parameters must change.",
        "zh": "sa_v1.{name} 中不是 sa_v2 的权重。用其他方式让输出一致不算数：必须修改 sa_v1 自己的参数。",
    },
    "ex3_2.not_wrapper": {
        "en": "Return a MultiHeadAttentionWrapper instance, not a {got}.",
        "zh": "请返回 MultiHeadAttentionWrapper 的实例，而不是 {got}。",
    },
    "ex3_2.heads": {"en": "The wrapper has {got} heads; the exercise asks for 2.",
                    "zh": "这个包装器有 {got} 个头；练习要求 2 个。"},
    "ex3_2.d_in": {"en": "d_in is {got}, but the book's tokens have 3 dimensions.",
                   "zh": "d_in 是 {got}，但书中词元的维度是 3。"},
    "ex3_2.context": {"en": "context_length is {got}, shorter than the 6 tokens of the batch.",
                      "zh": "context_length 是 {got}，比批次中的 6 个词元还短。"},
    "ex3_2.shape": {
        "en": "Expected shape {want}, got {got}: in the wrapper d_out is per head (here "
        "{per_head}), and the heads are concatenated.",
        "zh": "形状应为 {want}，实际为 {got}：在包装器中 d_out 是每个头的维度（这里是 {per_head}），各个头会被拼接起来。",
    },
    "ex3_3.not_mha": {"en": "Return a MultiHeadAttention instance, not a {got}.",
                      "zh": "请返回 MultiHeadAttention 的实例，而不是 {got}。"},
    "ex3_3.not_real": {"en": "Parameter {name} is not a real parameter with values (meta or a subclass).",
                       "zh": "参数 {name} 不是带有数值的真实参数（是 meta 张量或子类）。"},
    "ex3_3.device": {"en": "Parameter {name} is on {got}, but the module should be on {want}.",
                     "zh": "参数 {name} 在 {got} 上，但模块应当在 {want} 上。"},
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
        "maximum first.",
        "zh": "对于很大的分数，你的 softmax 返回了 NaN 或 inf：exp 溢出了。请先减去最大值。",
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
    # --- command line ---
    "cli.summary": {
        "en": "grading {n} submission(s) on {device}; sandbox: Landlock ABI {landlock}, seccomp "
        "{seccomp}, limits {limits}",
        "zh": "正在评分 {n} 份提交，设备 {device}；沙箱：Landlock ABI {landlock}，seccomp {seccomp}，限制 {limits}",
    },
    # --- reports ---
    "report.total": {"en": "Total", "zh": "总分"},
}
