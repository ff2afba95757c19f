"""Strings of grading (feedback for every outcome, the Exercises tab, the reports) in Simplified
Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.exercises": "练习",
    "exercises.intro": "选择一道练习，作答后点击**检查**。代码答案在一个只能计算的沙箱中运行（每道代码练习都会说明这里用了哪些隔离措施）。"
        "你的答案和进度保存在这个浏览器里（见下方“你的作答”）。要给全班评分，请参阅 README：`python -m attnlab grade`。",
    "widget.exercise": "练习",
    "widget.answer_number": "你的答案（一个数字）",
    "widget.answer_text": "你的答案",
    "widget.answer_code": "你的代码",
    "widget.check": "检查",
    "widget.show_starter": "恢复初始代码",
    "widget.hint": "显示提示",
    "widget.open_lesson": "打开对应课程",
    "exercises.progress": "**进度：** {score} / {total} 分",
    "exercises.points": "{points} 分",
    "exercises.result": "**{status}** · {score} / {max_score} 分\n\n{feedback}",
    "exercises.hint": "**提示 {i} / {n}：** {hint}",
    "exercises.no_more_hints": "这道练习没有更多提示了。",
    "exercises.code_disabled": "此服务器可被他人访问，但无法安全地隔离代码（缺少：{missing}），因此已关闭代码答案。"
        "数字和形状类答案仍可使用。",
    "exercises.answer_too_long": "你的答案超过了 {limit} 个字符：只需输入数字即可。",
    "exercises.unparsed_number": "无法把“{value}”读成一个数字：请按 0.1234 这样的格式输入（也可以写 10/9 或 12.5%）。",
    "exercises.unparsed_vector": "无法把“{value}”读成一组数字：请按 [0.1, 0.2, 0.3] 或 0.1, 0.2, 0.3 这样的格式输入。",
    "exercises.unparsed_shape": "无法把“{value}”读成一个形状：请按 (1, 2, 3, 4) 这样的格式输入整数。",
    "exercises.code_too_long": "你的代码超过了 {limit} 个字符。",
    "status.passed": "通过",
    "status.failed": "还不对",
    "status.error": "出错",
    "status.missing": "未作答",
    # --- generic feedback ---
    "feedback.passed": "正确，做得好！",
    "feedback.missing": "没有答案：提交的文件中没有这道练习对应的顶层名称。",
    "feedback.malformed": "无法读取答案的结果（{what}），本题不得分。",
    "feedback.not_callable": "这道练习需要一个函数，但答案是 {got}。",
    "feedback.raised": "你的代码抛出了错误：{error}",
    'feedback.returned_dict': '你的函数返回的是一个 dict（键为 {keys}）：请直接返回题目要求的张量，一个张量，或按题目给出的顺序组成的元组（return heads, merged），而不是装着它们的 dict。',
    "feedback.not_tensor": "{what} 应当是 torch.Tensor，但它是 {got}。",
    "feedback.bad_tensor": "{what} 必须是包含真实数值的普通张量（{why}）。",
    "feedback.not_number_many": "答案应当是一个数字，而你的答案是含 {k} 个值的 `{got}`（{preview}）：题目要的是由这些部分算出的单个值，比如它们的和（点积要把各项乘积加起来：torch.dot(a, b) 或 (a * b).sum()），或者题目指明的那一项。",
    "feedback.not_number": "答案应当是一个数字，而不是 {got}。",
    "feedback.not_sequence": "答案应当是由数字组成的列表或元组，而不是 {got}。",
    "feedback.not_sequence_item": "答案中的每一项都应当是数字，但其中有一项是 {got}。",
    "what.result": "结果",
    "what.output": "输出",
    "what.output_n": "第 {n} 个输出",
    "feedback.wrong_shape": "{what} 的形状应为 {want}，实际为 {got}。",
    "feedback.not_finite": "{what} 中出现了 NaN 或 inf，而所有值都应当是有限数。",
    "feedback.wrong_values": "{what} 的形状正确但数值不对：在 {where} 处是 {got}，应为 {want}。",
    "feedback.few_decimals": "{got} 在你给出的 {have} 位小数内与答案一致，但题目要求 {digits} 位小数：请保留 {digits} 位小数。",
    "feedback.wrong_number": "{got} 不对。请检查计算，并保留 {digits} 位小数。",
    "feedback.wrong_number_located": "{got} 不对。",
    "feedback.wrong_length": "应当有 {want} 个数字，实际有 {got} 个。",
    "feedback.wrong_vector": "这些数字还不对。请逐个检查各分量，保留 4 位小数。",
    "feedback.wrong_shape_answer": "这不是最终得到的形状。",
    "feedback.wide_raised_cast": "输入是 float32 时你的代码给出正确的值，但同样的输入换成 float64（float64 的 notebook "
        "里就是这样）时，它在第 {line} 行 `{code}` 报错：{error}。第 {cast_line} 行 `{cast_code}` 在中途生成了 float32 张量"
        "（.float()、dtype=torch.float32，或按 torch 默认的 float32 新建的张量），随后遇到了 float64 张量。请在那里保持输入的"
        "数据类型（.to(x.dtype)、dtype=x.dtype），也不要转换类型。",
    "feedback.swallowed": "第 {line} 行 `{code}` 抛出了 {error}，而你的代码捕获了它（except 分支），改走了另一条路："
        "结果来自那个后备分支。请让这样的错误显露出来，或者修正引发它的地方，而不是退回到后备方案。",
    "feedback.wide_raised": "输入是 float32 时你的函数给出正确的值，但同样的输入换成 float64（float64 的 notebook "
        "里就是这样）时会报错：{error}。第 {line} 行 `{code}`：代码里写死的 dtype（按 torch 默认的 float32 新建的缓冲区"
        "或 out= 张量、.float()、dtype=torch.float32）在那里遇到了 float64 张量。新建张量请使用输入的数据类型"
        "（dtype=x.dtype、torch.empty_like(x)、x.new_zeros(...)），也不要转换类型。",
    "feedback.wide_raised_noline": "输入是 float32 时你的函数给出正确的值，但同样的输入换成 float64（float64 的 "
        "notebook 里就是这样）时会报错：{error}。代码里写死的 dtype（按 torch 默认的 float32 新建的缓冲区或 out= 张量、"
        ".float()、dtype=torch.float32）遇到了 float64 张量：新建张量请使用输入的数据类型（dtype=x.dtype、"
        "torch.empty_like(x)），也不要转换类型。",
    "feedback.params_frozen": "你的模块的参数 {names} 不再计算梯度（requires_grad 为 False）："
        "requires_grad_(False)、在 torch.no_grad() 下做的拷贝或 detach() 把它们冻结了，训练时它们永远不会改变。"
        "请按构造时的样子返回模块，让参数保持可训练，不要冻结任何参数。",
    "feedback.output_dtype_wide": "输入是 {want} 时，你的函数返回 {got}：第 {line} 行 `{code}` 生成了 {got} "
        "张量（torch 的默认类型，或一次类型转换），结果沿用了它。新建张量请使用输入的数据类型（dtype=x.dtype、"
        "torch.empty_like(x)、x.new_zeros(...)），也不要转换类型：{want} 的输入必须得到 {want} 的结果，保持其精度。",
    "feedback.output_dtype_wide_noline": "输入是 {want} 时，你的函数返回 {got}：某个张量是用 torch 默认的 {got} "
        "生成的（没写 dtype= 的缓冲区，或 .float() 转换），结果沿用了它。新建张量请使用输入的数据类型（dtype=x.dtype、"
        "torch.empty_like(x)），也不要转换类型：{want} 的输入必须得到 {want} 的结果，保持其精度。",
    "feedback.prop.mask_from_values": "仍然得到权重的被遮位置（共 {count} 个）恰好是分数为 0 的那些："
        "你的掩码是从分数的数值（与 0 比较、nonzero()）读出来的，而不是从位置得到的。分数在任何位置都可能是 0；"
        "掩码只能由下标构造，比如 torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)。",
    "feedback.global_state": "你的答案在第一次调用时正确，在之后的调用（第 {case} 次）时出错，而且调用会写入你文件或笔记本里的名字"
        "（{names}）：第一次调用时留下的值（只设置一次的全局变量、缓存）被再次用于之后大小或数值不同的输入。"
        "请在函数内部根据每次调用的参数计算它，调用之间不要保留任何东西。",
    "feedback.prop.nan_weight": "你的权重里有 NaN（{total} 个元素中有 {count} 个）：在 {where} 处你的值是 NaN，"
        "而应该是 {want}。NaN 是在计算途中产生的：0 · (−inf)、inf − inf 或 0/0（把掩码乘以 -inf、某一行的键全被遮住），"
        "之后的每一步都会把它带下去。",
    "feedback.prop.slices_moved": "你沿第 0 维的 {count} 个切片每一个都是正确的切片，但有些放在了别的切片的位置上"
        "（你的 ← 正确的：{pairs}）：某个下标为每个位置选错了切片，比如 i - 1 或者顺序反了。第 i 个切片必须来自输入的第 i 个切片。",
    "feedback.output_dtype_at": "你的函数返回的是 {got}，而输入是 {want}：第 {line} 行 `{code}` 生成了 {got} 张量，"
        "结果沿用了这个类型。结果应当保持输入的数据类型：精度更低会丢失有效数字，更宽则会让下一步的 {want} 运算出错"
        "（`@` 不会混用两种类型）。请让那一步就用输入的数据类型计算（那里不要 .half()、.double() 或 .float()；"
        "numpy 数组默认是 float64，除非用 dtype= 或 .astype 指定），而不是在最后再转换。",
    "feedback.output_dtype": "你的函数返回的是 {got}，而输入是 {want}：数值也许没错，但结果必须保持输入的数据类型（下一步的 {want} 运算，比如与值向量做 `@`，不会混用两种类型）。请在最后用 .to(x.dtype) 转换回来，或者全程用 {want} 计算。",
    "feedback.module_changed_into": "你的函数写入了 {module}（{name} 被改了）：复制的方向反了。{module} 是要读取的模块；权重应当从它复制到另一个模块的参数里，而 {module} 要保持调用者给它时的样子（.T 或 .t() 读取的是转置视图，不会改变任何东西）。",
    "feedback.module_changed": "你的函数原地修改了 {name}，调用者的 {module} 算出的结果已经和原来不同了"
        "（以 _ 结尾的操作，比如 .t_() 或 copy_()，或者对它赋值）。对 {module} 的权重只能读取：.T 或 .t() "
        "给出转置的视图，不会改变参数本身。",
    "feedback.input_changed_index": "你的函数通过下标写入了它的输入 `{name}`（`{name}[...] = ...`），"
        "调用者的张量因此不再是传进来时的样子：给切片赋值会改变张量本身。请在副本上操作（{name}.clone()），"
        "或用不改变原张量的方式构造结果（masked_fill、torch.where）。",
    "feedback.input_changed_alias": "你的函数原地修改了输入 `{name}`：把它原样绑定到另一个名字（out = {name}）得到的是同一个张量的第二个名字，而不是副本，所以往这个名字里写（以 _ 结尾的操作，或 out[…] = …）就是在写调用者的 `{name}`，也会改掉你的代码之后从它读取的值。请为结果新建一个张量：torch.zeros_like({name})，或 {name}.clone()。",
    "feedback.spaced_view": "你的函数对按新建方式排布的张量给出正确的值，但对于数值相同、各行在内存中并不紧挨着的张量（更宽张量的一个切片，调用者传来的张量常常如此）却会报错：{error}。.view 按内存的实际排布来读，只有新形状与张量的步长相容时才行；.reshape 给出同样的结果，必要时会复制（或者在 view 之前先调用 .contiguous()）。",
    "feedback.spaced_layout": "你的函数对按新建方式排布的张量给出正确的值，但对于数值相同、各行在内存中并不紧挨着的张量（更宽张量的一个切片，调用者传来的张量常常如此）却给出别的值。你的代码按内存位置而不是按下标读取：as_strided 用的步长或偏移是按紧凑张量推算的，或者步长是手写的。请用 view、reshape、transpose 或下标，它们会遵循张量自己的步长（如果一定要直接按内存寻址，先调用 .contiguous()）。",
    "feedback.input_changed": "你的函数就地修改了输入 `{name}`，调用者传入的张量因此被改变了（以 _ 结尾的运算，如 masked_fill_、sub_，或对它使用 +=、-=、/=）。请保持输入不变：使用不带 _ 的运算（masked_fill），或先复制一份再修改。",
    "feedback.output_reused": "你的函数返回的张量在之后的一次调用中被改写了：函数在多次调用之间保留了"
        "同一块内存（默认参数里的缓冲区、全局变量或缓存）并再次写入，于是调用者先前拿到的结果也随之改变。"
        "请每次调用都返回新的张量（直接计算出来，或对缓冲区使用 .clone()）。",
    'feedback.returned_pieces': '你的函数返回了 {got} 个分开的张量（列表或元组），每个形状为 {shape}，而题目要的是一个张量：把它们合起来就是正确答案。请把它们作为一个形状为 {want} 的张量返回：torch.{how}(pieces, dim={dim})。',
    "feedback.wrong_count": "函数应当返回 {want} 个张量，实际返回了 {got} 个。",
    "feedback.timeout": "你的代码没有在 {seconds} 秒内结束（是否有死循环？）。",
    "feedback.cpu_limit": "你的代码用完了 CPU 时间（是否有死循环？）。",
    "feedback.scratch_full": "你的代码被终止：它在工作目录中写入了超过 {mib} MiB 或 {files} 个文件，超出了一次作答允许的上限。",
    "feedback.gpu_memory": "你的代码被终止：它占用的 GPU 显存超过了自己的份额（{percent}%），与它同时评分的其他答案也需要这些显存。",
    "feedback.gpu_out_of_memory": "你的代码耗尽了 GPU 显存。每个答案最多可以使用 GPU 的 {percent}%，其余显存要留给与它同时评分的其他答案：请检查是否创建了远大于本题小规模输入所需的张量。",
    "feedback.killed": "你的代码被终止（{signal}），可能是因为占用了过多内存。",
    "feedback.forbidden": "你的代码尝试了沙箱不允许的操作，已被终止。",
    "feedback.crashed": "你的代码崩溃了（{signal}）。",
    "feedback.exited": "你的代码在返回答案之前结束了进程（退出码 {code}）。",
    "feedback.load_failed": "无法加载提交的文件：{error}",
    "feedback.not_defined_cell": "这个答案没有被定义：定义它的第 {cell} 个代码单元格出错了：{error}（该单元格第 {line} 行）。"
        "其他单元格照常运行。",
    "feedback.module_absent": "评分器没有这个模块",
    "feedback.not_defined_line": "这个答案没有被定义：你的文件第 {line} 行抛出了 {error}；Python 在文件的第一个错误处就会停止，"
        "所以后面的代码没有运行。",
    "feedback.raised_after_line": "你的代码抛出了错误：{error}。`{name}` 定义在你文件的第 {def_line} 行，但这一行从未运行："
        "第 {line} 行先抛出了 {cause}，而 Python 在文件的第一个错误处就会停止。",
    "feedback.name_local": "你的代码抛出了错误：{error}。`{name}` 只在 `{func}` 内部定义（第 {def_line} 行）："
        "在函数或类内部创建的名称只在那里存在。请在文件的顶层定义它。",
    "feedback.name_local_cell": "你的代码抛出了错误：{error}。`{name}` 只在 `{func}` 内部定义（第 {cell} 个单元格第 "
        "{def_line} 行）：在函数或类内部创建的名称只在那里存在。请在某个单元格的顶层定义它。",
    "feedback.name_main_guard": "你的代码抛出了错误：{error}。`{name}` 定义在 `if __name__ == \"__main__\":` 之下"
        "（第 {def_line} 行），而评分时你的文件是被导入的，这一段不会运行：请在顶层定义它。",
    "feedback.name_nowhere": "你的代码抛出了错误：{error}。你提交的任何单元格或代码行都没有定义 `{name}`："
        "请在答案使用它之前定义（或导入）它。",
    "feedback.name_nowhere_near": "你的代码抛出了错误：{error}。你提交的代码中没有定义 `{name}`；你是不是想写 `{near}`？",
    "feedback.raised_after_cell": "你的代码抛出了错误：{error}。定义这个名称的第 {cell} 个代码单元格出错了：{cause}"
        "（该单元格第 {line} 行）。",
    # --- how a submission ran (notes above its scores in the reports) ---
    "note.label": "说明",
    "note.order_saved": "各单元格按你上次运行它们的顺序（In [n] 编号）运行。",
    "note.order_document": "各单元格按从上到下的顺序运行。",
    "note.order_fallback": "各单元格按从上到下的顺序运行：按你上次运行的顺序（In [n]）运行时出错的单元格更多。",
    "note.cell_failed": "第 {cell} 个代码单元格：{error}（该单元格第 {line} 行）；后面的单元格照常运行",
    "note.cell_went_on": "第 {cell} 个代码单元格第 {line} 行：{error}：评分环境中没有这个模块；只有用到它的答案会出错",
    "note.line_failed": "第 {line} 行：{error}；这一行之后定义的答案没有被加载",
    "note.line_went_on": "第 {line} 行：{error}：评分环境中没有这个模块；只有用到它的答案会出错",
    "note.skipped": "第 {cell} 个代码单元格：已跳过 `{line}`（仅在 IPython 中有效，评分时不运行）",
    "note.skipped_more": "另有 {n} 行 IPython 代码被跳过",
    "feedback.settings_note": "注意：你的文件在顶层修改了 torch 的全局设置（{settings}）。评分程序用 torch 的默认设置运行每个答案，"
        "所以你在顶层创建的张量和模块保留了你的设置，而评分程序的输入没有：请在答案函数内部创建它们，"
        "或者在提交的文件中去掉这个设置。",
    "feedback.sandbox_failed": "评分沙箱出错了，这不是你的问题。请重试。",
    # --- exercise-specific feedback ---
    # --- feedback added for naming mistakes ---
    "feedback.device_mix": "你的代码混用了设备：输入在 {want} 上，而你的函数内部在 cpu 上新建了张量。新建张量时请加上 "
        "`device=x.device`（或使用注册的缓冲区 register_buffer）。（{error}）",
    "feedback.output_device": "{what} 在 {got} 上，但输入在 {want} 上：计算要留在输入所在的设备上（经过 numpy 转换会把它移到 cpu）。",
    "feedback.inplace_leaf": "你的代码在自动求导跟踪参数时原地修改了它（`copy_`、`+=`、`fill_` 等），"
        "PyTorch 会拒绝，在你自己的 notebook 里也一样：请把修改放进 `with torch.no_grad():`，"
        "或者赋值一个新的 `torch.nn.Parameter`。",
    "feedback.needs_contiguous_order": "`view` 无法合并一个转置过的张量的维，而你的 `.contiguous()` 写在了转置之前，"
        "转置又让张量变得不连续：请在转置之后、紧挨着 `.view(...)` 之前调用 `.contiguous()`，或者改用 `.reshape(...)`。",
    "feedback.needs_contiguous": "`view` 不能合并转置后张量的维度：请在 `.view(...)` 之前调用 `.contiguous()`，或者改用 `.reshape(...)`。",
    "feedback.d_out_heads": "MultiHeadAttention 收到的是 d_out={d_out}、num_heads={h}，而 {d_out} 无法平均分给 {h} 个头。"
        "d_out 是所有头合起来的宽度（num_heads × head_dim），不是单个头的宽度：类内部会自己算出 head_dim = d_out // num_heads。"
        "如果 {d_out} 指的是单个头的宽度，请传 d_out={total}。",
    "feedback.max_tuple": "x.max(dim) 返回的是 (values, indices) 这一对结果，而不是张量：请用 x.max(dim, keepdim=True).values，"
        "或者 x.amax(dim, keepdim=True)。",
    "feedback.not_finite_answer": "{got} 不是有限的数：答案必须是实数，不能是 NaN 或 inf。",
    "feedback.wrong_values_somewhere": "结果还不对。",
    "exercises.lesson_link": "对应课程：**{lesson}**（标签页 {tab}）。",
    "exercises.device_rule": "新建的张量要放在输入所在的设备上、并使用输入的数据类型（对输入 `x` 就是 "
        "`device=x.device, dtype=x.dtype`），返回的张量也要在那里：本应用在 CPU 上用 float32 输入评分，"
        "但教师可能在 GPU 上评分，笔记本也可能传入 float64。",
    # --- command line ---
    "cli.summary": "正在评分 {n} 份提交，设备 {device}；沙箱：Landlock ABI {landlock}，seccomp {seccomp}，限制 {limits}",
    # --- reports ---
    "report.total": "总分",
    'feedback.device_mix_meta': '你的数值在这里是对的，但你的代码混用了设备：它新建的张量不管输入在哪个设备上都留在 cpu 上，所以输入在 GPU 上时就会出错（本评分器用每台机器都有的 meta 设备来检查：{error}）。请在输入所在的设备上新建张量：`device=x.device`（torch.ones(n, n, device=scores.device)）、.to(x.device)，或使用注册的 buffer。',
    'feedback.device_return_cpu': '你的数值在这里是对的，但你代码的第 {line} 行 `{code}` 把结果放回了 cpu：输入在 GPU 上时，你的结果就不在输入所在的设备上，而调用者还要在那里继续计算（本评分器用每台机器都有的 meta 设备来检查）。请把张量留在它被算出的地方返回：去掉 .cpu()。',
    'feedback.device_copy_meta_at': '你的数值在这里是对的，但你代码的第 {line} 行 `{code}` 把它们写进了一个你的代码在 cpu 上新建的张量（不带 device= 的 torch.empty、zeros 或 ones）：输入在 GPU 上时，这些值会被复制回 cpu，你的结果也就回到了 cpu，而不在输入所在的设备上（本评分器用每台机器都有的 meta 设备来检查：{error}）。请在输入所在的设备上、以输入的 dtype 新建那个张量：device=x.device, dtype=x.dtype（torch 默认的 float32 还会把 float64 输入舍入），或者用 x.new_zeros(shape)，它会从 x 取得这两者。',
    'feedback.device_mix_meta_at': '你的数值在这里是对的，但你代码的第 {line} 行 `{code}` 混用了设备：你的代码新建的张量不管输入在哪个设备上都留在 cpu 上，所以输入在 GPU 上时就会出错（本评分器用每台机器都有的 meta 设备来检查：{error}）。请在输入所在的设备上新建张量：`device=x.device`（torch.ones(n, n, device=scores.device)）、.to(x.device)，或使用注册的 buffer。',
    'feedback.raised_squeeze_all': '你的代码报错：{error}。它调用了不带 dim 的 squeeze()，这会去掉所有大小为 1 的轴：当输入有大小为 1 的轴时（一个序列、一个头、1 × 1 的矩阵），它会丢掉你的代码之后还要读取的轴。请写明要去掉的轴，squeeze(0) 或 squeeze(-1)，或者保留这些轴不动。',
}
