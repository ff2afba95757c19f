"""error_model 改写之外命名的错误的文字（attnlab.grading.output_order 等），中文。"""

STRINGS: dict[str, str] = {
    "feedback.outputs_order": "你的函数返回的张量都是对的，但顺序错了：你返回的是 ({got})，题目要求的是 "
        "({want})。请按 ({want}) 的顺序返回。",
    "rewrite.sign_add": "有一个符号写反了：公式要减去 {what}，你却加上了它（写成了 x + {what}，应是 x − {what}）；"
        "其余的计算都是对的。把这里改成减号。",
    "rewrite.sign_sub": "有一个符号写反了：公式要加上 {what}，你却减去了它（写成了 x − {what}，应是 x + {what}）；"
        "其余的计算都是对的。把这里改成加号。",
    "feedback.floor_division": "`{code}`（第 {line} 行）是向下取整的除法：`//` 把商向下取整为整数（1 // 0.9 得 1.0），就像 C 或 Java 里的整数除法。要得到真正的商，请用 `/`。",
    'feedback.softmax_no_dim': '`{code}`（第 {line} 行）没有给 softmax 指定 dim：PyTorch 会按张量的轴数自己选一个轴（0、1 或 3 个轴时选 dim 0，否则选 dim 1），只给出警告，于是它可能沿批次轴或查询轴归一化，而不是沿键的轴。请写明轴：dim=-1，即键所在的轴。',
    'feedback.argument_unread': '你的函数 {target} 从未读取它的参数 `{code}`：它返回的任何结果都不可能依赖这个参数。请在题目要求的地方使用 `{code}`。',
    'feedback.split_no_dim': '`{code}`（第 {line} 行）没有给出 dim：除非另行指定，split 和 chunk 都沿轴 0 切分，而对 (b, n, d) 张量来说轴 0 是批次，不是特征。请写明轴：dim=-1。',
    'feedback.unreachable': '第 {line} 行的 `{code}` 会结束函数，所以同一代码块中它之后的语句（从第 {after} 行起）永远不会执行。请删掉这个 return，或把它移到那些语句之后。',
    'feedback.attr_misnamed': '第 {line} 行给 `{code}` 赋值：{target} 并没有 `{got}` 这个属性，所以这只是新建了一个属性，`{want}` 保持原样（Python 的名字区分大小写，模块也会毫无提示地接受任何新属性）。请赋值给 {target}.{want}。',
    'feedback.literal_size': '`{code}`（第 {line} 行）把一个尺寸直接写成了数字 {size}：这只对读出这个数的那个例子成立，而这个函数会以其他尺寸被调用（不同的头数、词元数、特征数）。请从张量或模块中读取每个尺寸（x.shape、mha.num_heads、mha.head_dim），而不要直接写数字。',
    'feedback.strict_false': '`{code}`（第 {line} 行）用 strict=False 加载，它会一声不响地跳过模块没有的每个键：按另一个模块的布局命名的键（参数 W_query 却给 W_query.weight，或另一个头的前缀）什么也加载不进去，参数保持原值。请用 strict=True 加载以看到不匹配之处，或检查它返回的 missing_keys 和 unexpected_keys，并把键改成模块自己的名字。',
    'feedback.output_ignores': '你的函数的第 {nth} 个输出只由 {target} 算出，从未用到参数 `{code}`（沿着你从参数到返回值的赋值追踪），而正确的输出是由 `{code}` 算出的。请用 `{code}` 来构造它。',
    'feedback.bool_index_left': '形状为 {mask} 的布尔掩码用作索引（t[mask]）时，对齐的是 {tensor} 张量的前几个轴，而不是像广播那样对齐最后几个轴：(b, n) 的掩码索引的是批次轴和它后面的轴（(b, h, n, n) 中的头），而不是批次和词元。请把掩码广播到你想要的轴上再填充：查询的行用 t.masked_fill(mask[:, None, :, None], 0.0)，键用 mask[:, None, None, :]。',
    'feedback.global_kept_code': '第 {line} 行把结果存进了 `{code}`，这是你文件中的一个名字，调用结束后仍然存在：之后的调用会找到先前调用存进去的东西（为第一个设备构建的模块、按形状缓存的权重、为第一组输入做的掩码），并把它用在并非由它算出的参数上。每次调用都要由本次的参数重新计算，调用之间什么都不要保留。',
    'feedback.zero_times_inf_code': '`{code}`（第 {line} 行）乘以了 -inf：掩码为 0 的地方，0 · (−inf) 在浮点数里是 NaN，于是允许的位置也变成了 NaN。请用填充代替乘法：torch.zeros(n, n).masked_fill(mask.bool(), float("-inf"))，或 scores.masked_fill(mask.bool(), float("-inf"))。',
    'feedback.int_buffer': '`{code}`（第 {line} 行）把 {target} 建成了整数（或布尔）缓冲区：写进去的每个值都被截成整数（0.43 变成 0），在需要浮点数的地方 torch 也会拒绝它。请用输入的浮点 dtype 建它（dtype=x.dtype，或对浮点张量用 zeros_like）。',
    'feedback.pairs_as_index': '`{code}`（第 {line} 行）把 {index} 当作一个下标：形状为 (2, K) 的（行, 列）下标对张量会选出 {target} 的整行（第 0 行和第 1 行，或它存的那些数），而不是这些位置对。请用它的两行来索引：{target}[{index}[0], {index}[1]]。',
    'feedback.discarded_temporary': '你代码的第 {line} 行 `{code}` 改的是一个新张量，而不是 {target}：`{op}` 返回一个新张量，`{inplace}` 就地改的是这个新张量，而这一行随后把它丢掉了，所以 {target} 始终没有变。要在选定的位置上修改 {target}，请接住非就地填充的结果：{target} = {target}.masked_fill(mask, value)，mask 在这些位置上为 True。',
    'feedback.discarded_temporary_cell': '第 {cell} 个单元格第 {line} 行 `{code}` 改的是一个新张量，而不是 {target}：`{op}` 返回一个新张量，`{inplace}` 就地改的是这个新张量，而这一行随后把它丢掉了，所以 {target} 始终没有变。要在选定的位置上修改 {target}，请接住非就地填充的结果：{target} = {target}.masked_fill(mask, value)，mask 在这些位置上为 True。',
    "feedback.discarded_result": "你代码的第 {line} 行 `{code}` 丢掉了它的返回值：`{op}` 不会就地修改 {target}，"
        "而是返回一个新张量，所以这一行没有任何作用，后面的代码用的仍是没变的 {target}。请接住结果：{target} = {code}。",
    "feedback.discarded_result_cell": "第 {cell} 个代码单元第 {line} 行 `{code}` 丢掉了它的返回值：`{op}` 不会就地修改 "
        "{target}，而是返回一个新张量，所以这一行没有任何作用，后面的代码用的仍是没变的 {target}。请接住结果：{target} = {code}。",
    "short.intermediate_weights": "这 {k} 个数是注意力权重（{what}），只是中间的一步，不是答案：题目要的是用它们"
        "接着算出的结果，即以它们为权重对输入的加权和（weights @ inputs），共 {n} 个数。",
    "short.intermediate_scores": "这 {k} 个数是注意力分数（{what}），即 softmax 之前的点积：只是中间的一步，不是答案，"
        "答案要从它们接着算出（共 {n} 个数）。",
    "short.reduced_mean": "你的数 {got} 是第 {line} 行（`{code}`）所得张量全部 {count} 个元素的平均值，"
        "而这些元素并不相同（{distinct}）。题目问的是其中一个元素的值，正确的值就在这些元素里：请直接读出那个元素，"
        "而不是整个张量的平均值（平均值混进了那些不同的元素）。",
    "short.reduced_sum": "你的数 {got} 是第 {line} 行（`{code}`）所得张量全部 {count} 个元素的和，"
        "而这些元素并不相同（{distinct}）。题目问的是其中一个元素的值，正确的值就在这些元素里：请直接读出那个元素，"
        "而不是整个张量的和。",
    "short.right_entry": "你代码的第 {line} 行 `{code}` 得到的张量中，下标 {index} 处的元素正是题目要的数；"
        "之后的步骤又把它变成了别的数（一次除法、一次 softmax、或另一个元素）。请直接给出那个元素。",
    "short.input_data": "这 {k} 个数是 {what}，也就是输入数据本身，是计算的起点，而不是由它算出的结果："
        "你的代码在某处把一个输入原样用在了本该是计算结果的地方（题目要的是所有词元的加权和，却用了某个词元自己的嵌入；"
        "或者本该用每个词元自己的向量，却用了查询向量）。答案有 {n} 个数。",
    "short.sum_started_from": "你的向量等于正确结果再加上 {what}：{what} 被额外加了进去，要么求和是从它开始的（累加变量被设成了"
        "它的一个副本）而不是从零开始，要么它被加到了结果上（残差连接）。上下文向量只是加权和本身：请从零开始求和，之后不要再加任何东西。",
    "short.intermediate": "这 {k} 个数只是中间的一步，不是答案：它们是 `{op}` 的结果（{what}），计算随后把它交给 "
        "`{next}`。答案共有 {n} 个数。",
    "rewrite.head_major_mask": "你的掩码让序列 i 的第 j 个头拿到了另一个序列的填充：它的 批次 × 头 条目是按“头在前”"
        "排列的，即把整个批次复制 h 份首尾相接（pad.repeat(h, 1)，和 tf.tile 一样，或对头在前的张量做 view 就会这样），"
        "再按 (b, h, …) 去读，于是 view 之后序列 i 的各个头取到的是这一叠中的第 i·h … i·h + h − 1 行。每个序列的掩码"
        "应当只为它自己的头重复：用 pad[:, None, None, :] 在头的维度上广播（或用 pad.repeat_interleave(h, dim=0)）。",
    "feedback.raised_index_axis": "你的代码报错：{error}。索引 {index} 用在了第 {axis} 维上，而这一维只有 {size} 个元素；"
        "但在这个计算里，这个索引应当沿第 {want} 维变化（上界 {bound}）：你的循环上界是对的，错的是索引在方括号里的位置。"
        "请把它放在索引的第 {want} 个位置（x{want_code}，而不是 x{got}）。",
    "feedback.size_fixed": "你的代码只在 n = {fixed} 时能用：一个固定为 {fixed} 的大小（代码里写死的数，比如书中例子的 6 个词元，"
        "或是从先前某次调用留下来的值，比如缓存在全局变量或默认参数里的掩码）在这里遇到了 n = {n}，于是 PyTorch 报错：{error}。"
        "并没有哪个维度放错位置：请在每次调用时从输入（{name}）取得 n，再据此构建掩码（或任何这个大小的张量）。",
    "feedback.positional_order": "第 {line} 行 `{code}` 按位置传参，而 {callee} 的参数顺序是 ({order})："
        "你的 {arg} 落到了参数 {param} 上，于是各个值进了别的参数，而不是你想的那个（{as_given}）。"
        "请按这个顺序传，或用关键字传参：{fixed}。",
    "feedback.loop_return": "第 {line} 行 `{code}` 写在第 {loop} 行的 for 循环里面，所以函数在循环第一轮"
        "（{var} 取第一个值）就返回了，其余各轮根本没有执行；问题不在你的 range。请把 return（以及把各轮结果拼起来的代码）"
        "取消缩进，移到循环之后。",
    'feedback.loop_one_based': '第 {line} 行：`for {var} in {code}` 像从 1 开始编号的公式那样从 1 开始数，但 {var} 被用作下标，而 Python 从 0 开始数：下标 0（第一个元素）从未被访问，保持原样。请用 range({bound})。',
    'feedback.loop_one_based_past': '第 {line} 行：`for {var} in {code}` 像从 1 开始编号的公式那样从 1 数到 {bound}，但 {var} 被用作下标，而 Python 从 0 开始数：下标 0（第一个元素）从未被访问，而 {var} = {bound} 超出了最后一个元素。请用 range({bound})。',
    "feedback.loop_range_short": "第 {line} 行：`for {var} in {code}` 少循环了一次（差一错误）：{var} 取不到最后一个值 {bound} - 1，"
        "于是那一个保持原样没有被处理。请用 range({bound})。",
    "feedback.lengths_mixed_plain": "你的权重每一行都是按批次中某个长度遮住的，但不一定是它自己序列的长度：序列 {seq}"
        "（头 {head}，查询 {query}）按长度 {got} 遮住，那是序列 {other} 的长度，而它自己的长度是 {want}。每个序列都需要"
        "按它自己的长度构造掩码：把位置和每个序列的长度比较，torch.arange(n)[None, :] >= lengths[:, None]（每个序列一行），"
        "再把这个 (b, 1, 1, n) 的掩码在头和查询上广播。",
    "feedback.lengths_mixed": "你的权重每一行都是按批次中某个长度遮住的，但不一定是它自己序列的长度：序列 {seq}"
        "（头 {head}，查询 {query}）按长度 {got} 遮住，那是序列 {other} 的长度，而它自己的长度是 {want}。长度展开的顺序错了："
        "lengths.repeat(k) 把整个批次平铺（l1, l2, l1, l2, ...），而从 (b, h, n, n) 展平的行是一个序列接一个序列排列的，"
        "所以每个长度必须原地重复（torch.repeat_interleave(lengths, h * n)：l1, l1, ..., l2, l2, ...）；"
        "或者广播一个 (b, 1, 1, n) 的掩码，什么都不展平。",
    "feedback.size_read_here_plain": "第 {line} 行 `{code}` 把这个大小读成了 {wrote}：请改为取 {fix}。",
    "feedback.size_read_view": "第 {line} 行 `{code}` 把这个大小读成了 {wrote}，而 view 在需要另一个数目的位置用了它。请从存放它所计数之物的那个轴读取每个大小（有多个头时分数的形状是 (b, h, n, n)：批次在第 0 轴，头在第 1 轴，键在最后一轴）。",
    "feedback.size_read_here": "第 {line} 行 `{code}` 把这个大小读成了 {wrote}（len(x) 就是 x.shape[0]，第一个轴）："
        "请改为取 {fix}。",
    "feedback.loop_axis": "第 {line} 行：`for {var} in {code}` 的次数取自 {tensor} 的第 {axis} 轴"
        "（{bound}），但 {var} 索引的是 {tensor} 的第 {used} 轴（`{index}`），所以循环"
        "执行的次数等于第 {axis} 轴的长度，而不是第 {used} 轴的：这不是差一错误，而是次数取错了轴。循环和它驱动的索引"
        "必须是同一个轴：把 {var} 放到索引的第 {axis} 个位置（次数本来就是有意从第 {axis} 轴读出的；(b, h, n, d) 张量的头是第 1 轴），"
        "或者，如果你要的确实是第 {used} 轴，就循环 range({tensor}.shape[{used}])。",
    'feedback.loop_axis_count': '第 {line} 行：`for {var} in {code}` 的次数取自 {tensor} 的第 {axis} 轴（{bound}），但 {var} 在第 {used} 轴上索引 {tensor}（`{index}`），而循环本应遍历的正是这一轴：它循环的次数是第 {axis} 轴的长度，而不是第 {used} 轴的（这不是差一错误：次数取错了轴）。请从你索引的轴取次数：range({tensor}.shape[{used}])。',
    'feedback.loop_axis_index': '第 {line} 行：`for {var} in {code}` 数的是 {tensor} 的第 {axis} 轴（{bound}），这正是要遍历的轴，但 {var} 在第 {used} 轴上索引 {tensor}（`{index}`），所以每一步取的是错误轴上的切片。请把 {var} 放在索引的第 {axis} 个位置。',
    "feedback.dim_rewritten": "第 {line} 行 `{code}` 在各个归约用到 {name} 之前改写了它，归约就沿改写后的那一维进行："
        "请用调用者可能传入的每一种 {name} 检查它（0、正数或负数）。负的 {name} 对应的正数维是 {name} + x.dim()"
        "（−1 + x.dim() 就是最后一维），而 torch 的归约本身就接受任何合法的 {name}（包括负数），所以可以原样传下去。",
    "feedback.keyword_from_name": "第 {line} 行把 {name} 作为 {keyword} 传入，而第 {at} 行设定了 {name} = "
        "`{code}`：这个值就是从这里来的。",
    "feedback.keyword_from_unpacking": "第 {line} 行把 {name} 作为 {keyword} 传入，而第 {at} 行 `{code}` "
        "从被解包对象的第 {pos} 个位置取出了 {name}：这个值就是从这里来的（检查每个位置放的是什么）。",
    "feedback.unpacked_order": "第 {line} 行 `{code}` 给出的名字顺序与 {tensor} 各轴的顺序不同：{tensor}.shape 是 "
        "({want})，所以每个名字拿到的都是另一个轴的大小。",
    "feedback.mask_rows_only": "第 {line} 行 `{code}` 只沿行切了掩码：它保留了 n 行，却保留了全部 context_length 列，"
        "所以一旦上下文长度大于序列长度，它就和 (n, n) 的分数对不上。请在一个下标里切两个轴：mask.bool()[:n, :n]。",
    "feedback.mask_rows_twice": "第 {line} 行 `{code}` 沿同一个轴切了两次掩码：第二个 [:n] 又切了一次行（下标总是从第 0 轴开始），"
        "而不是列，所以掩码仍有 context_length 列。请在一个下标里切两个轴：mask.bool()[:n, :n]。",
    "feedback.renormalised_axis": "你的行加起来不等于 1（有一行的和是 {total}）：第 {line} 行 `{code}` 沿 dim={dim} 重新归一化，"
        "于是和为 1 的是列（每个键在所有查询上的权重），而不是行。一个查询的权重要在键上归一化，也就是最后一个轴："
        "sum(dim=-1, keepdim=True)。",
    "feedback.loop_not_reset": "`{var}` 只在第 {line} 行的循环之前设置了一次，里面的循环不断往它上面累加，却没有任何地方在下一轮之前把它重置："
        "第一轮之后的每一轮（第一行之后的每一行）都从前面几轮留下的值开始。请在每一轮开始时重置它：把 `{var} = 0` 移到第 {line} 行的循环里面。",
    "feedback.global_sizes": "第 {line} 行 `{code}` 在模块级把 {names} 定成了固定的数，而你的函数从那里读取大小："
        "大小不同的输入都会出错。请从传进来的张量读取大小（例如 b, n = x.shape[:2]）。",
    "feedback.keyword_written": "第 {line} 行把 `{code}` 作为 {keyword} 传入：这个值就是从这里来的。",
    "feedback.loop_read_fixed": "第 {line} 行 `{index}` 位于 `for {var} in {code}` 之中，这个循环数的是 {tensor} 的第 {axis} 轴，"
        "可是它每一轮都取这一轴上的第 {const} 个切片，而 {var} 从未被用到：每一轮处理的都是同一个切片，于是第 {axis} 轴上的每个结果"
        "都是第 {const} 个切片的结果。请用循环变量来索引：`{fixed}`。",
    "feedback.loop_write_whole": "第 {line} 行 `{index} = …` 位于 `for {var} in {code}` 之中，这个循环数的是 {tensor} 的第 {axis} 轴，"
        "可是这个索引取了第 {axis} 轴的全部，也从未用到 {var}：每一轮都会写入第 {axis} 轴上的每一个切片，而不只是第 {var} 个，"
        "于是每个切片都得到了所有轮写入的内容。请把 {var} 放在索引的第 {axis} 个位置。",
    "feedback.loop_write_whole_read": "第 {line} 行 `{index} = …` 位于 `for {var} in {code}` 之中，每一轮读取的是 {tensor} "
        "第 {axis} 轴上的第 {var} 个切片，可是写入的索引取了第 {axis} 轴的全部，也从未用到 {var}：每一轮都会写入第 {axis} 轴上的"
        "每一个切片，覆盖掉之前各轮在那里写下的内容。请在写入的索引的第 {axis} 个位置也放上 {var}。",
    "feedback.loop_rebinds_part": "第 {line} 行 `{code}` 给 {var}（{source} 的一个名字）赋值，而之后除了查看它（print）之外没有再用 {var}："
        "这只是让局部名字 {var} 指向新对象，{source} 本身并不会改变。请直接给属性赋值（setattr(module, name, value)），"
        "或就地复制进去（with torch.no_grad(): {var}.copy_(...)）。",
    "feedback.loop_rebinds": "第 {line} 行 `{code}` 给循环变量 {var} 赋值，而之后除了查看它（print）之外没有再用 {var}：这只是让局部名字 {var} "
        "指向新对象，它原先取自的对象（{source}）并不会改变。请直接给属性赋值（setattr(module, name, value)，"
        "或逐个写 module.name = value），或就地复制进去（with torch.no_grad(): {var}.copy_(...)）。",
    "rewrite.softmax_eps": "你的权重每行之和小于 1（最低到 {low}）：你的 softmax 在分母上加了一个 epsilon ≈ {eps}，"
        "即 e / (e.sum() + eps)，而这个 eps 大到足以从每一行拿走一部分权重。请去掉它或把它设得极小（1e-12），"
        "或只处理和为 0 的行（用库函数 softmax 之后再 torch.where / nan_to_num）。",
    "feedback.einsum_kept": "第 {line} 行 `{equation}`：字母 {letter} 只出现在第 {operand} 个操作数里，也不在输出里，"
        "所以 einsum 会单独把这个操作数沿该维求和；而 {kept} 出现在每个操作数和输出里，只是逐元素相乘，从未求和。"
        "要对 {kept} 缩并（求和）并保留 {letter}，请写 '{fixed}'。",
    "feedback.einsum_own_letter": "第 {line} 行 `{equation}`：字母 {letter} 只出现在第 {operand} 个操作数里，也不在输出里，"
        "所以 einsum 在相乘之前就把这个操作数沿整个维度求和了（所有头，或所有词元），而不是让它与另一个操作数的同一维对应。"
        "请让两个操作数在这里用同一个字母：'{fixed}'。",
    "feedback.einsum_lone_sum": "第 {line} 行 `{equation}`：字母 {letter} 只出现在第 {operand} 个操作数里，也不在输出里，"
        "所以 einsum 会单独把这个操作数沿该维求和。出现在两个操作数里、但不在输出里的字母会在乘积中被求和；"
        "出现在输出里的字母会被保留：请检查每一维应当是哪一种。",
    "feedback.mask_where_order": "第 {line} 行 `{code}`：torch.where(cond, a, b) 在 cond 为 True 处取 a，"
        "为 False 处取 b，所以这一行在 `{cond}` 为 True 的位置（你的掩码标出的要遮住的位置）保留了 {kept}，"
        "却在应当保留的位置写入了 {fill}。掩码本身没错，但结果反了：后两个参数的顺序写反了。应写成 `{fixed}`。",
    "feedback.mask_where_order_keep": "第 {line} 行 `{code}`：torch.where(cond, a, b) 在 cond 为 True 处取 a，"
        "为 False 处取 b，所以这一行在 `{cond}` 为 True 的位置（你的掩码标出的要保留的位置）写入了 {fill}，"
        "却在要遮住的位置保留了 {kept}。所以结果反了：对这个掩码来说，后两个参数的顺序写反了。应写成 `{fixed}`。",
    "feedback.mask_negated": "第 {line} 行 `{code}`：masked_fill 会遮住掩码为 True 的元素，而 `{element}` "
        "把一个在要遮住的位置为 True 的掩码取反了，于是应当保留的位置被遮住，应当遮住的位置反而留下了。"
        "请直接传入掩码本身，不要取反（要用布尔掩码：若它以浮点数存 0 和 1，就写 mask.bool()）。",
    "feedback.mask_tril": "第 {line} 行 `{code}`：masked_fill 会遮住掩码为 True 的元素，而掩码来自 `{element}`："
        "torch.tril 在其对角线及下方为 True（过去），于是过去被遮住了，未来反而能看到。"
        "要遮住的是未来：torch.triu(..., diagonal=1)。",
    "feedback.mask_shift_built_base": "第 {line} 行 `{code}` 所用的掩码是在第 {element_line} 行由 `{element}` 构造的，"
        "它用到的位置编号来自第 {base_line} 行的 `{base_code}`：从 1 开始计数，而词元的下标从 0 开始，所以这个比较差了一位。"
        "请从 0 开始编号（torch.arange(n)）。",
    "feedback.index_from_end": "第 {line} 行 `{code}` 是从末尾数的：{n} 行中的 -{k} 就是从前往后数的下标 {got}"
        "（Python 的 -1 是最后一行，相当于 Julia 和 MATLAB 的 end）。",
    "feedback.rounded_on_the_way": "第 {line} 行 `{code}` 在中途就舍入到 {have} 位小数，之后的数字在最后之前就丢了，"
        "不管结果打印成几位都一样：请在最后一步之前保留全部数字，只对答案舍入。",
    "feedback.mask_shift_built": "第 {line} 行 `{code}` 所用的掩码是在第 {element_line} 行由 `{element}` 构造的："
        "正是这个表达式决定了每个查询能看到哪些键，要改的就是它。",
    "feedback.late_binding": "第 {line} 行在遍历 {var} 的循环里创建了 `{code}` 并留到之后使用，可是它是在被调用时才读取 {var}，"
        "而不是在创建时：循环结束后再调用，它们看到的都是最后一个 {var}。请在创建时就绑定这个值（lambda …, {var}={var}: …，"
        "或 functools.partial），或者直接在循环里算出结果。",
    "feedback.zeroed_axis": "第 {line} 行 `{code} = 0` 把切片放在了下标的第 {pos} 位，而 (b, h, n, n) 的权重依次是"
        "批次 (0)、头 (1)、查询 (2) 和键 (3)：它清零的不是被填充查询的行。查询是行，在第 2 维：`{fixed} = 0`。",
    "feedback.zeroed_columns": "第 {line} 行 `{code} = 0` 把切片放在了最后一维，也就是键上："
        "它清零的是列（softmax 已经让它们为 0），而没有清零任何填充查询的行。查询是行，位于键之前的那一维："
        "`{fixed} = 0`。",
    "feedback.attribute_kept_code": "第 {line} 行 `{code}` 只在 {attr} 还没有设置时才保存它，也就是只在第一次调用时："
        "之后对这个对象的每次调用都用第一次存下的值，不管这次的参数是什么（另一个 dim、另一个尺寸）。"
        "请根据每次调用的参数来计算它，调用之间不要保留任何东西。",
    "feedback.lazy_statement": "第 {line} 行 `{code}` 只是创建了一个生成器，从未运行它：生成器表达式（或 map）在被迭代之前什么也不计算，"
        "所以其中的调用一次也没有发生。请写一个 for 循环，或者在需要结果时用 list(…) 包起来。",
    "feedback.mask_negated_additive": "第 {line} 行 `{code}` 把那个很大的负数放在 `{element}` 为 1 的位置上，而 `{element}` "
        "取反了一个在要遮住的位置上为 1 的掩码，于是要保留的位置被遮住了，要遮住的位置反而保留了。请直接乘以掩码本身，不要取反。",
    "feedback.layer_on_layer": "第 {line} 行 `{code}` 把 {outer} 直接用在 {inner} 的输出上，正确的前向计算从不这样做："
        "每一层都只接收属于它自己的那个张量。out_proj 混合各个头的输出，所以它接收的是各头合并之后的上下文向量，放在最后。",
    "feedback.mask_compare": "第 {line} 行 `{code}`：masked_fill 会遮住掩码为 True 的元素，而掩码来自 `{element}`，"
        "它在真实词元（每个长度之前的位置）处为 True，于是真实词元被遮住，填充反而留下了。"
        "请把比较反过来：位置大于或等于该序列的长度才是填充。",
    "feedback.shape.book_heads": "{got} 把 {width} 个特征分成了 {h} 个头、每头 {hd} 个，这是书中例子的 {h} 个头："
        "这里 num_heads = {want_h}，所以 head_dim = {width} / {want_h} = {want_hd}，形状是 {want}。",
    "feedback.shape.other_heads": "{got} 把 {width} 个特征分成了 {h} 个头、每头 {hd} 个：这里 num_heads = {want_h}，"
        "所以 head_dim = {width} / {want_h} = {want_hd}，形状是 {want}。",
    "feedback.shape.book_example": "{got} 是书中示例自己的形状（{named}），而不是这道题的：题目的大小是另外的数。"
        "请用题目给出的数来推出形状。",
    "feedback.shape.book_axis": "{got} 中 {axis} = {size}，这是书中例子的 {axis}：这里 {axis} = {want}，所以形状是 {shape}。",
    "feedback.input_fixed_heads": "你的代码算起来就像 {name} 总是 {fixed}：{name} = {fixed} 时结果正确，"
        "{name} = {given} 时就错了，那时的输出正是 {fixed} 个头给出的结果（{fixed} 是书中例子的头数）。"
        "请从输入取头数：head_dim = d // {name}，而不是 d // {fixed}。",
    "feedback.input_fixed_book": "你的代码算起来就像 {name} 总是 {fixed}（书中例子的取值）：{name} = {fixed} 时结果正确，"
        "{name} = {given} 时就错了，那时的输出正是 {name} = {fixed} 给出的结果。请从输入 {name} 取尺寸，而不是写死一个数。",
    "feedback.input_fixed_line": "第 {line} 行 `{code}` 在这里写死了 {fixed}。",
    "feedback.input_fixed": "你的代码算起来就像 {name} 总是 {fixed}：{name} = {fixed} 时结果正确，{name} = {given} "
        "时就错了，那时的输出正是 {name} = {fixed} 给出的结果。请从输入 {name} 取尺寸，而不是写死一个数。",
    # --- 学习者自己写的 assert 失败了（attnlab.grading.assert_read）---
    "feedback.own_assert": "你自己写的检查失败了：第 {line} 行 `{code}` 对评分器给出的某个输入不成立（{error}）。题目允许书中示例以外的输入（别的大小、别的数值），而这个 assert 里写下的预期只对其中一部分成立。请让代码对题目允许的每个输入都正确；只有当 assert 对所有这些输入都成立时才保留它。",
    "feedback.own_assert_size": "你自己写的检查失败了：第 {line} 行 `{code}` 比较的大小在书中示例上相等（它的两个头、六个词元），在评分器给出的其他输入上却不相等（{error}）。题目允许别的大小：请让代码适用于任意大小，每个大小都从张量本身读取（x.shape），并去掉把某个大小写死的 assert。",
    "feedback.own_assert_close": "你自己写的检查失败了：第 {line} 行 `{code}` 用 allclose/isclose 的默认容差（atol=1e-8，rtol=1e-5）比较浮点结果，这比 float32 的舍入误差还要严：一个在精确算术下为 0 的值实际约为 1e-7，评分器更大的输入舍入得更多（{error}）。请给出适合 float32 的容差（比如 atol=1e-5），或者去掉这个 assert；评分器自己会检查结果。",
    'feedback.local_unread': '第 {line} 行 `{code}` 绑定了 `{var}`，但之后没有任何地方读取 `{var}`：在本该用它的地方，你的代码用了另一个张量。请找到应当使用 `{var}` 的那一行。',
    'feedback.load_transposed': 'load_state_dict 给形状为 {want} 的参数 {name} 传入了形状为 {got} 的张量，两者大小相同但顺序相反：nn.Linear 把权重存为 (d_out, d_in)，而 SelfAttention_v1 的参数是 (d_in, d_out)。请加载转置后的权重，weight.T。',
    'feedback.dropout_not_asked': '第 {line} 行 `{code}` 会随机丢弃权重：dropout 函数默认处于训练状态（F.dropout 的 training=True），而这道题根本不需要 dropout。请去掉它。',
}
