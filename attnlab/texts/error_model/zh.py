"""误差模型（attnlab.grading.error_model）各改写与测得性质的中文文本。"""

STRINGS: dict[str, str] = {
    "rewrite.reduce_dim": "你的输出正是 `{op}` 在形状为 {shape} 的张量的 {got} 上计算的结果，应当在 {want} "
        "上计算。检查哪一维是键所在的维（每一行要在这一维上求和或归一化）。",
    "rewrite.reduce_dim_builtin": "你的输出正是 `sum` 在形状为 {shape} 的张量的 {got} 上计算的结果，应当在 {want} "
        "上计算：Python 内置的 sum(e) 沿张量的第一维相加（它逐行遍历 e），不管你想要的是哪一维。请用张量自己的 "
        "sum 沿该维求和：e.sum(dim=…, keepdim=True)。",
    "rewrite.reduce_dim_front": "你的 `{op}` 在 {got} 上计算，这是从前往后数的维：只有在你写代码时设想的那种维数的输入上它才是对的维；"
        "在形状为 {shape} 的张量上它是另一维。请从后往前数：{want}，它在任何维数下都是最后一维。",
    "rewrite.reduce_all": "你的 `{op}` 对整个张量只得到一个数（没有给 dim）：它必须对每一行分别计算，"
        "在 {want} 上并用 keepdim=True，这样每一行都有自己的值。",
    "rewrite.keepdim": "`{op}` 去掉了它的那一维（keepdim=False），下一步就会对着错误的维广播：请用 keepdim=True 保留它。",
    "rewrite.reduce_op": "你的输出是 `{got}` 的结果，这里应当用 `{want}`（例如用 .mean 代替 .sum：结果差了 n 倍，n 是该维的大小）。",
    "rewrite.transpose_axes": "你交换了形状为 {shape} 的张量的第 ({got}) 维，应当交换第 ({want}) 维：在那里改写成 "
        "transpose({want})（多头时各维是 (b, h, n, hd)：跟踪每一维在下一步中代表什么）。",
    "rewrite.exp_base": "你的 softmax 用的底数是 {base} 而不是 e：你的输出等于 e^({c}·z) 的结果，而 e^(z·ln {base}) = {base}^z"
        "（exp2(z) 就是 2^z）。这相当于换了温度的正确 softmax（底数小于 e 时更平坦，大于 e 时更尖锐）。请用 exp，"
        "或先把指数乘以 1/ln {base} = {inverse}（exp2(z · log2 e) 就是 e^z）。",
    "rewrite.score_factor": "你的输出等于把 `{op}` 的输入乘以 {c} 之后正确计算的结果：相当于换了温度的同一组权重"
        "（缩放缺失、多余或不对，或者指数用了别的底数）。找出你的分数在哪里多了这个因子，并去掉它。",
    "rewrite.mask_transpose": "掩码建在了错误的维度上：你的掩码是正确的 {shape} 掩码交换了第 ({got}) 维（此处两个掩码只应在第 "
        "({want}) 维上不同），所以它的各维与分数的各维对不上。不需要做任何转置：建掩码时让每一维与分数的对应维一致（批次在最前，"
        "键在最后），例如 arange(n)[None, :] >= lengths[:, None] 的形状是 (b, n)。",
    "rewrite.mask_axes": "你的掩码建成时两个维度对调了：比较得到的是 {got} 的掩码，而需要的是 {want}。用 [:, None] 索引的操作数决定行，"
        "用 [None, :] 索引的决定列，把它们对调（对填充而言，arange(n)[None, :] >= lengths[:, None] 的形状是 (b, n)："
        "每个序列一行，每个位置一列）。",
    "rewrite.sum_other_axis": "你的数值是把加权后的各项沿错误的维度相加得到的：对每个词元的 {d} 个特征求和（α_j 乘以 x^(j) 各分量之和），每个词元一个数，共 {got_len} 个。上下文向量是对 {n} 个词元求和，每个特征一个和：z = Σ_j α_j x^(j)，即 (w[:, None] * x).sum(dim=0)，或 w @ x。",
    "rewrite.sum_other_axis_first": "你的数值是把加权后的各项沿错误的维度相加得到的：对每个词元的 {d} 个特征求和（α_j 乘以 x^(j) 各分量之和），每个词元一个数，共 {got_len} 个，你只保留了前 {k} 个（这掩盖了形状错误）。上下文向量是对 {n} 个词元求和，每个特征一个和：z = Σ_j α_j x^(j)，即 (w[:, None] * x).sum(dim=0)，或 w @ x。",
    "rewrite.sum_other_axis_last": "你的数值是把加权后的各项沿错误的维度相加得到的：对每个词元的 {d} 个特征求和（α_j 乘以 x^(j) 各分量之和），每个词元一个数，共 {got_len} 个，你只保留了后 {k} 个（这掩盖了形状错误）。上下文向量是对 {n} 个词元求和，每个特征一个和：z = Σ_j α_j x^(j)，即 (w[:, None] * x).sum(dim=0)，或 w @ x。",
    "rewrite.mask_rows_too": "你的掩码把填充位置作为查询也遮住了：除了填充的键（列，{shape} 的掩码），"
        "还遮住了填充查询的整行（键掩码与它的转置做了或运算，(…, n, 1) | (…, 1, n)）。这些行于是全是 -inf"
        "（softmax 后为 NaN，或为 0）。只遮住键：单独使用 {shape} 的掩码，这样每个查询（无论是否填充）都保留有效的一行。",
    "rewrite.masks_swapped": "你的两个掩码用反了轴：softmax 之前把 -inf 放在了填充查询的行上（(…, n, 1) 的掩码），"
        "softmax 之后把填充键的列置 0（(…, 1, n) 的掩码）。应当反过来：softmax 之前遮住填充的键，即最后一维"
        "（(…, 1, n)，这样没有词元关注填充）；softmax 之后把填充查询的行置 0（(…, n, 1)）。",
    "rewrite.transpose_lower_rank": "你交换了 {shape} 张量的第 ({got}) 维，而应交换第 ({want}) 维。"
        "只有在 {low} 维的代码里（单头的类，(b, n, d)）transpose({got}) 才是最后两维；有多个头时张量有 {ndim} 维，"
        "(b, h, n, hd)，transpose({got}) 交换的是头和词元。应交换词元和特征：transpose({want})，"
        "或者 transpose(-2, -1)，它对任意维数都适用。",
    "rewrite.transpose_one_based": "你的结果交换了形状为 {shape} 的张量的第 ({got}) 维，而 transpose({want}) 交换的是从 0 数起的第 ({want}) 维："
        "PyTorch 的维从 0 开始编号（0, 1, 2, ...），所以 transpose({want}) 不动第 0 维，交换的是第二和第三个轴，而不是前两个轴（从 1 数起）。",
    "rewrite.transpose_numpy": "你把 transpose({got}) 理解成了 numpy 的 np.transpose(x, ({got}, …))，即把这几个轴放到最前面的排列（{perm}）。在 PyTorch 中，transpose({got}) 只交换 {shape} 张量的第 {got} 维，其他轴保持原位（要重新排列请用 .permute）。",
    "rewrite.transpose_reversed": "你的结果把 {shape} 张量的所有轴都倒过来了，这正是 .T 的作用（numpy 的习惯）：在 {ndim} 维的张量上，.T 不是最后两维的转置。只交换第 ({want}) 维：用 transpose({want})，或者用 .mT / transpose(-2, -1) 交换最后两维。",
    "rewrite.no_transpose_moved": "形状为 {shape} 的张量到达乘法时第 ({want}) 维的顺序反了：要么你的代码中某一步移动"
        "（permute 或 transpose）把这两维多换了一次，要么少了一次交换。请跟踪每一步对它们做了什么，让它们最后的顺序"
        "符合乘法的需要（或在那里用 transpose({want}) 把它们换过来）。",
    "rewrite.no_transpose": "缺少一次转置：形状为 {shape} 的张量需要交换第 ({want}) 维：在那里加上 transpose({want})（多头时先 view 成 (b, n, h, hd)，"
        "再 transpose(1, 2) 得到 (b, h, n, hd)，在用 reshape 合并各头之前再转置回来）。",
    "rewrite.view_interleaved": "view/reshape 按 {got} 的顺序切分特征（第 {axes} 个位置上的大小对调了），而数据的排布是 {want}，之后又把这两个轴换回来，所以形状对了，数值却是交错的：有多个头时，第 i 个头拿到的是每隔 h 个的特征（i、i + h、…），而不是它自己那一段连续的 head_dim 个特征。请按排布的顺序 {want} 做 view，再转置。",
    "rewrite.heads_interleaved": "你的各个头拿到的是交错的特征：第 i 个头拿到每隔 h 个的特征（i、i + h、…：步长切片 i::h，或按 (hd, h) 列主序切分），而它应当拿到自己那一段连续的 head_dim 个特征 [i·hd, (i + 1)·hd)；合并各头时也按同样的交错方式放回。请按排布的顺序 {want}（h 在 hd 之前）做 view，再转置，合并时也按这个顺序。",
    "rewrite.divide_for_subtract": "你除以了 {what}，而这里应该减去它：应是 x − {what}，不是 x / {what}。减去一个数只是平移数值，softmax（或先 exp 再除以总和）对平移不变；除法会缩放数值，结果就变了。",
    "rewrite.view_order_np_split": "你的多头是按尺寸顺序 {got} 切的，而数据的排布是 {want}：各块的大小不对。"
        "np.split(a, k) 把 a 切成 k 块（k 是块数，和 torch 的 chunk 一样；torch 的 split 接收的是每块的大小）："
        "要得到 num_heads 个头，请用 np.split(a, num_heads, axis=-1)。",
    "rewrite.view_order_split": "你切出的头相当于按 {got} 的顺序切分，而数据的排布是 {want}：每一块的大小不对。"
        "x.split(k) 切出每块 k 个特征的若干块（k 是块的大小），x.chunk(k) 才是切成 k 块：要得到 num_heads 个头，"
        "请用 split(head_dim, dim=-1)（head_dim = d // num_heads），或 chunk(num_heads, dim=-1)。",
    "rewrite.view_order": "view/reshape 按 {got} 的顺序切分，而数据的排布是 {want}：reshape 不会移动数据，请按排布的顺序切分，再转置。",
    "rewrite.fill_min": "被遮住的分数填成了最小的分数（scores.min()），应当填 {want}。分数本身遮不住位置："
        "在彼此接近的分数旁边，exp(最小值 − 最大值) 远不为 0，所以每个被遮住的键仍有权重（和分数最小的那个键一样多）。"
        "请在 softmax 之前填 -inf，这样 exp 正好得到 0。",
    "rewrite.fill_min_row": "被遮住的分数填成了每一行最小的分数（沿键的 amin），应当填 {want}。分数本身遮不住位置："
        "在彼此接近的分数旁边，exp(最小值 − 最大值) 远不为 0，所以每个被遮住的键仍有权重（和该行最小的分数一样多）。"
        "请在 softmax 之前填 -inf，这样 exp 正好得到 0。",
    "rewrite.fill_max": "被遮住的分数填成了该数据类型最大的数（torch.finfo(dtype).max），一个巨大的正数，而不是 {want}："
        "softmax 之后被遮住的位置拿走了全部权重。请填 -inf，或者最小的负数 torch.finfo(dtype).min。",
    "rewrite.fill": "被遮住的分数填成了 {got}，应当填 {want}。{got} 遮不住位置（exp(+inf) 为 inf，exp(0) = 1，"
        "exp(-1) 远不为 0）：在 softmax 之前填 -inf。",
    "rewrite.mask_inverted": "掩码反了：你遮住了应当看到的位置，却留下了应当遮住的位置。masked_fill 会遮住掩码为 True 的位置。",
    "rewrite.mask_inverted_plain": "掩码反了：你遮住了应当看到的位置，却留下了应当遮住的位置。看看你的掩码标出的是哪些位置"
        "（True 或 1），以及你的代码根据它把 -inf 或那个很大的负数放在了哪里：那只能是未来的（或填充的）键。",
    "rewrite.no_mask": "掩码根本没有用上：你的输出是未加掩码的结果，应当遮住的位置（未来的键或填充的键）仍得到权重。",
    'rewrite.compare_inverted': '你的掩码恰好与应有的相反：它的比较用了 {got}，而标出要遮住的位置应当用 {want}，所以它在要保留的位置上为 True（就像 tf.sequence_mask 或 1 表示保留的 attention_mask 那样），而在掩码为 True 处遮住的填充（masked_fill）就会遮住真实的词元、保留其他位置。请用 {want} 比较，或在填充前先取反（~mask）。',
    'rewrite.mask_shift_tril': '掩码错了一位：你的代码用 torch.tril 构造掩码，它遮住的位置是 ~{got} 标出的，而正确的是 ~{want}（tril 保留对角线及其以下的全部元素；它没有保留的部分才是要遮住的未来）。请用 {want}：每个词元可以看到自己和之前的所有词元。',
    "rewrite.mask_shift": "掩码错了一位：你的输出是 {got} 的结果，正确的是 {want}（从 0 还是从 1 计数、> 还是 >=、"
        "或对角线：词元可以看到自己）。",
    "rewrite.scale": "你的分数除以了 {got}，应当除以 {want}：缩放因子是 1/√d_k，d_k 是每个键的长度（多头时为 head_dim），只缩放一次。",
    "rewrite.scale_none": "缺少缩放：在 softmax 之前除以 {want}（√d_k，键长度的平方根）。",
    "rewrite.causal_added_keep": "你的权重还是因果的：每个词元只给它自己和它前面的词元分配权重，就像又加了一个因果掩码"
        "（像 GPT 代码那样遮住未来）。这里只遮住题目要求遮住的位置（被填充的键）：去掉因果的部分（tril/triu、is_causal=True），"
        "另一个掩码保持不变。",
    "rewrite.causal_added": "你的权重是因果的：每个词元只给它自己和它前面的词元分配权重，就像加了因果掩码"
        "（像 GPT 代码那样遮住未来），于是第 1 个词元只看到自己，最后一个才看到全部。这里的注意力没有掩码："
        "每个查询都要给所有词元分配权重，后面的也包括在内。请去掉掩码（不要 tril/triu，也不要 is_causal=True）。",
    "rewrite.scale_inverted": "你的分数实际上乘以了 {want}，而应当除以它（效果相当于 x * {want}，或 x / {want} ** -1 = x / (1/{want})；应当是 x / {want}；传给 "
        "F.scaled_dot_product_attention 的 scale= 是乘到分数上的因子，所以那里应当是 1/{want}，或者保留默认值）。",
    "rewrite.scale_extra_sdpa": "你的点积被除以了 {got}：F.scaled_dot_product_attention 会自己把分数除以 √d"
        "（它的 scale 默认是 1/√E，E 是查询的最后一个轴），所以即使你的代码里没写除法，调用它也会缩放。"
        "这里要用的是原始点积：调用时传 scale=1.0，或者自己写 softmax(q @ k.T) @ v。",
    "rewrite.scale_extra": "你的点积被除以了 {got}（如果之前已经缩放过，就是又多除了一次）：这里的点积应当原样使用（题目不要求缩放，或已经缩放过），在后续任何使用它的步骤之前，都不用除以 √d、d、词元个数或其他任何数。",
    "rewrite.no_normalise": "缺少除以总和这一步：指数是对的，但每一行都要除以自己的总和，才成为和为 1 的权重。",
    'rewrite.softmax_base': '你的权重是 {base} 的幂除以它们的和（{base} ** score），而 softmax 用的是 e 的幂：exp(score) / Σ exp(score)。以 {base} 为底相当于对分数乘以 ln {base} 后再做 softmax，得到的分布比题目要求的更尖或更平。请用 torch.exp（或 torch.softmax）。',
    "rewrite.no_exp": "缺少指数：softmax 是 exp(x) 除以 exp(x) 的总和，而不是 x 除以 x 的总和。",
    "rewrite.index_pair": "你的数用的是输入的第 {got} 行，而题目需要第 {want} 行：x⁽²⁾（\"journey\"）是 inputs[1]，"
        "x⁽¹⁾（\"Your\"）是 inputs[0]，因为 Python 从 0 开始数行。请逐个核对每个下标是否选中了应选的词元。",
    "rewrite.index": "你用了下标 {got}，而题目需要 {want}：Python 从 0 开始计数，所以书中第 2 个词元（“journey”）的下标是 1，"
        "无论是输入的行（inputs[1]），还是由输入算出的每个张量（分数、权重、上下文向量）的行或项。",
    "rewrite.slice_from_end": "你的切片 {got} 取的是某个轴末尾的元素，而这里应取开头的元素（{want}）：为最长序列准备的缓冲区（例如因果掩码，context_length × context_length）要从开头截取到当前的 n 个词元，mask[:n, :n]，这样查询 i 保留它自己的那一行以及键 0 … i。从末尾截取时，这一块偏离了对角线，遮住的是错误的键：因果掩码的最后几行几乎遮不住未来（后面的词元会被看到），它的最后几列则几乎遮住所有的键（整行失去权重）。",
    "rewrite.mask_shift_slice": "每个查询都把自己排除在外了：你的切片 :{var} 在 {var} 之前就停止了，所以查询 {var} 只加权它之前的键，而第一个查询根本没有键（它的那一行是 0 或 NaN）。查询 {var} 能看到键 0 … {var}，包括它自己：请用 :{var} + 1 切片（或只遮住它之后的键，triu(…, diagonal=1)）。",
    "rewrite.mask_transposed": "你的掩码被转置着用了：它的行被当成了键，列被当成了查询（对它用了 .T 或 .mT，或者比较时把查询和键的位置写反了）。对因果掩码来说，这样会遮住每个查询的过去、保留它的未来。请按掩码本来的布局使用：第 i 行是查询 i，第 j 列是键 j，未来是 j > i 的位置。",
    "rewrite.row_mask_on_keys": "本该作用于填充查询所在行的掩码被放到了键的轴上：它作用于列（…, 1, n），而填充的键本来就没有权重，填充查询的行则保持不变。查询的行是倒数第二个轴：请把同一个 (b, n) 掩码索引成 [:, None, :, None]（形状 (b, 1, n, 1)），而不是 [:, None, None, :]，这样它才作用于整行。",
    "rewrite.factor_outside_sum": "把一个因子提到了本该包含它的求和之外：你的代码先单独对一个因子求和，再把和乘以另一个因子，即 y · Σ_j x_j，而求和中的每一项都应带着它自己的因子，即 Σ_j x_j y_j（在 softmax 的反向传播中：是 Σ_j dP_j P_j，而不是 P_i · Σ_j dP_j）。只有当因子对每一项都相同时，才能把它提到求和之外：应当先相乘，再沿同一个轴求和，(x * y).sum(dim=…, keepdim=True)。",
    "rewrite.factor_twice": "有一项乘了两次因子：把乘积 a · (x − y) 展开时，你的代码把第 {term} 项又多乘了一次因子（写成 P·dP − P·P·Σ，而应是 P·dP − P·Σ）。括号里的每一项只乘一次因子，就像 a · (x − y) 那样（在 softmax 的反向传播中：P * (dP - (dP * P).sum(dim=-1, keepdim=True))）。",
    "rewrite.reduce_after_first": "你的 {op} 把第一个轴的每个切片整体一起算了，即同时覆盖了第一个轴之后的所有轴：对二维输入这就是每一行，但轴更多时它会把多行混在一起（对第一个轴循环，或对每个切片调用不带 dim 的 .{op}()）。请只沿最后一个轴归约，即 {want} 加 keepdim=True，这样任意维数的输入都对。",
    "rewrite.reduce_after_first_view": "你的 {op} 把第一个轴的每个切片整体一起算了：你的代码把第一个轴之后的所有轴看成"
        "一行（x.reshape(x.shape[0], -1)、x.flatten(1)），再对这些行归约。对二维输入这就是每一行，但轴更多时它会把多行混在"
        "一起。请只沿最后一个轴归约，即 {want} 加 keepdim=True，直接作用在原来的张量上。",
    "rewrite.index_other": "你用了下标 {got}，题目需要的是 {want}：那是另一行（另一个词元），不是题目问的那一个；行号从 0 开始数。",
    "rewrite.uniform_weights": "你的结果给每个位置相同的权重（各为 1/n），这就是简单平均：权重应当来自注意力分数的 softmax，越相似的词元权重越大。",
    "rewrite.no_softmax": "缺少 softmax：你的结果在该用权重的地方用了原始的注意力分数。请先对分数做 softmax，使每一行成为和为 1 的权重。",
    "rewrite.columns_for_rows": "你把数据读成了转置：题目要的是行 {want}，你取的是列 {got}。输入的每一行是一个词元（x⁽ʲ⁾ 是第 j 行，即 inputs[j]）；一列是所有词元的同一个特征。",
    "rewrite.output_log": "你的数是正确值的对数：你在对数空间里计算（log-softmax、x − logsumexp(x)、对数和），最后没有再取指数。最后对它做一次 exp()。",
    "rewrite.inner_for_outer": "这里应该是外积 p pᵀ（一个 n × n 矩阵，比如 softmax 的雅可比矩阵 diag(p) − p pᵀ），你算成了内积 pᵀp，也就是一个数：一维的 p 做 p @ p 得到标量，行乘列则得到 (…, 1, 1) 的块（两个长度为 1 的轴放反了）。列乘行是 p.unsqueeze(-1) @ p.unsqueeze(-2)（或 p[..., :, None] * p[..., None, :]）；p.unsqueeze(-2) @ p.unsqueeze(-1) 是行乘列。",
    'rewrite.reduce_all_nocall': '你的代码对整个张量只求了一个总和（一个累加器累加了所有元素，或没有指定 dim 的归约），而每一行需要自己的总和：请对每一行分别求和，沿 {want} 并设 keepdim=True（每行一个总和，(P * dP).sum(dim=-1, keepdim=True)）。',
    'feedback.prop.hidden_weight_nomask': '应该被看到的位置没有得到权重：在 {where} 你的值是 0，而应该是 {want}。你的代码没有任何掩码，所以这些 0 来自计算本身：exp 上溢为 inf（对很大的输入取 exp，或对这样的 exp 之和取 log，之前没有先减去该行的最大值），或下溢为 0。请在 exp 之前先减去最大值（对数和可以用 torch.logsumexp）。',
    'rewrite.scale_extra_context': '你的结果多除了 {got}：值的加权和（weights @ values）本身就是答案。权重之和已经是 1，所以加权和本身就是平均；之后不应再除以词元个数（样本均值）或任何其他数。',
    'rewrite.log_weights': '在某一步你的权重还停留在对数空间：你用了 softmax 的对数（log_softmax，或 x − logsumexp(x)），而这里需要的是权重本身。在用它们加权之前先取 exp()（或直接用 softmax）。',
    'rewrite.floor_division': '有一次除法把商向下取整成了整数：该用 `/` 的地方用了 `//`（向下取整的除法，即 C 的整数除法）。要得到真正的商，请用 `/`。',
    "rewrite.index_axis": "你沿另一个维度取了下标 {index}：题目要的是 [{index}]（一行），你取的是 [:, {index}]（一列），或者反过来。每一行是一个词元。",
    "rewrite.one_for_all": "某个比较对整个批次只用了一个数，即所有行的 {how}（类似 lengths.{how}()），而每一行、每个序列都需要自己的值：请按序列逐个比较，让较短的序列有自己的填充掩码。",
    "rewrite.operand_layer": "一个乘积用错了张量：它的第 {pos} 个操作数是由 {got} 得到的张量，而那里应当是由 {want} "
        "得到的那个（该用值的地方用了键，该用键的地方用了查询）。检查你的 q、k、v 各自来自哪个投影，"
        "以及辅助函数在某个参数没传时用的是什么。",
    "rewrite.operand": "某个乘积用错了操作数：其中一个因子换成了计算中的另一个张量（用分数代替了权重，或用键代替了值）。"
        "上下文是 softmax 权重 @ 值。",
    "rewrite.no_bias": "{layer} 没有加上它的偏置：直接调用该层（{layer}(x)）或加上它的 .bias。",
    "rewrite.skip_linear": "{layer} 根本没有用上：你的输出就是它的输入。请把该层作用在合并后的多头输出上。",
    'rewrite.weight_swap': '{got} 和 {want} 互换了位置：{got} 投影出的结果被用在了 {want} 的投影该在的地方，反之亦然（两个层被交换，或把它们的结果按对方的位置传给了辅助函数：应先传键，再传值）。分数是查询乘以键，权重对值求加权平均：请检查每个张量来自哪个层，以及你传入它们的顺序。',
    "rewrite.weight_reuse": "你在应当用 {want} 的地方用了 {got}：一个投影的权重被另一个重复使用了。查询、键、值各有自己的层。",
    "rewrite.dtype": "数值在 {dtype} 的舍入误差内是对的：你的一部分计算在 {dtype} 下进行。请全程使用 float32"
        "（不要 .half()、.bfloat16() 或 .to({dtype})）。",
    "rewrite.softmax_whole": "你的 softmax 把整个 {shape} 矩阵一起归一化了（每个元素除以所有元素的总和），而不是每一行各自归一化："
        "一个查询的权重只是这个查询那一行分数的 softmax，exp(ω_ij) / Σ_j exp(ω_ij)，即 softmax(scores, dim=-1)。",
    "rewrite.mask_flipped": "你的掩码沿词元方向反了：它遮住了最前面的位置，而应当遮住的是最后的位置（你以为填充在前面）。"
        "填充在末尾：位置 {want} length 的才是填充，真实词元是前 `length` 个。",
    "rewrite.lengths_as_pad_count": "你的掩码把每个长度当成了末尾填充位置的个数：它遮住的是从 n − length "
        "起的位置。长度数的是前面的真实词元，所以位置 {want} length 的才是填充。",
    "rewrite.dropout_increase": "你给出的是增加量，而不是值：幸存的 1 变成 1/(1 − p) = {inv}；"
        "1/(1 − p) − 1 = p/(1 − p) 只是它增加了多少。答案是幸存元素本身的值。",
    "rewrite.dropout_p": "你给出的是 p = {p}（dropout 概率），而题目问的是幸存元素的值：保留下来的 1 要乘以 1/(1 − p) = {inv}。",
    "rewrite.output_softmax": "你的结果是对正确结果再做了一次 softmax（{axis}）：多了一次 softmax。题目要原始分数（head @ head.T）时"
        "根本不该做 softmax；题目要权重时它们已经是 softmax 的结果，再做一次会把它们压平。请返回最后那次 softmax 之前的结果。",
    "rewrite.operand_transposed": "乘积的第一个因子 {what} 被转置后使用了：你结果的第 q 行混合的是它的第 q 列（对权重来说：每个查询给词元 q 的权重），"
        "而不是第 q 行（查询 q 自己对每个键的权重，加起来等于 1）。取那一行，weights[q]（不要 .T，也不是 weights[:, q]）。",
    "rewrite.approx_inverse": "你把保留下来的元素乘以 1 + p，这只是保留概率倒数的近似值：它们应当恰好除以 1 − p，即乘以 1/(1 − p)。",
    "rewrite.inputs_swapped": "你的输出正是把 {a} 和 {b} 互换位置后正确计算得到的结果：你的代码在该用 {b} 的地方读了 {a}，"
        "在该用 {a} 的地方读了 {b}。检查公式里每个输入扮演的角色（参数的顺序，或你给它们起的名字），让每个输入用在它该在的位置。",
    "rewrite.residual_added": "你的输出等于正确结果再加上输入 {arg}：{arg} 被加到了结果上（残差连接，`{arg} + out`）。"
        "残差属于包在注意力外面的 Transformer 块，而不属于这个函数：只返回注意力的输出。",
    "rewrite.residual_raised": "你的代码抛出的正是残差连接在这里会引起的错误：它把输入 {arg} 加到了结果上（`{arg} + out`），"
        "而 {arg} 的最后一个轴（d_in 个特征）与输出的宽度（d_out）不同，两者不同时相加就会报错。残差属于包在注意力外面的 Transformer 块，而不属于这个函数："
        "只返回注意力的输出。",
    "rewrite.outer_summed": "你的乘积把每一对项 a_i · b_j（所有 i 和 j）都加了起来（外积之和，等于 sum(a) · sum(b)），"
        "而点积只把对应坐标相乘再相加：a_i · b_i。在 einsum 里两个操作数要共用被求和的字母（'i,i->'、'ij,jk->ik'），"
        "或者直接写 a @ b。",
    "rewrite.output_transposed": "你的输出是正确结果的转置（最后两个轴互换了）：[i, j] 处放的是应当在 [j, i] 的值，"
        "列里放的是本该在行里的东西。每一行应当是一个查询对所有键的权重（每行和为 1）：去掉最后的转置再返回，"
        "或者一开始就让查询占行。",
    "rewrite.input_transposed": "你的输出是把 {arg} 的最后两个轴互换（{arg}.transpose(-2, -1)）之后正确计算得到的结果："
        "你的代码把 {arg} 转了过来（键在行上、查询在列上），却再也没有转回去，于是掩码和 softmax 作用在了错误的轴上。"
        "请直接使用原样的 {arg}：查询在第 -2 轴，键在第 -1 轴。",
    "rewrite.single_term_plain": "你的结果只是和式中的一项，第 {token} 项（下标 {index}）：其余各项都丢了。和式要把每一项"
        "都加起来（矩阵乘法，或者沿共享的那一维做 .sum，就能做到），查询自己的那一项也在其中。",
    "rewrite.single_term": "你的结果只是求和中的一项，第 {token} 项（下标 {index}）：其他项都丢了。"
        "循环里该用加法（+=）的地方用了赋值（=），就只会留下最后一项；在循环里读取总和也只会得到一项。"
        "从零开始，把每一项都加上。",
    "rewrite.softmax_input": "你的结果是把正确的计算作用在 softmax({arg}) 上：你把 softmax 的输出 {arg}（每行和为 1）"
        "当成了 softmax 的输入分数。它的输入是 log {arg}（每行差一个常数）：softmax(log {arg}) = {arg}。",
    "rewrite.dropout_off": "你的输出里缺少了 dropout（p = {p}）：这里的参考答案在训练模式下会丢弃一部分值。"
        "请在计算权重的地方（训练模式，model.train()）应用它。",
    "rewrite.dropout_unscaled": "dropout 之后保留下来的值没有重新缩放：反向 dropout（inverted dropout）把每个保留的值"
        "除以 1 − p = {keep}（即乘以 {inv}），使期望值保持不变。",
    "rewrite.dropout_keep": "保留下来的值被乘以了 1 − p = {keep}，而应当除以它：反向 dropout 把每个保留的值乘以 "
        "1/(1 − p) = {inv}。",
    "rewrite.scale_twice": "同一个缩放用了两次：你的结果被 {want} 除了两次（共除以 {want} 的平方），而只应除一次。"
        "检查某个辅助函数、某一层或前面的某一行是否已经做过这个缩放。",
    "rewrite.scale_precedence_half": "你的得分被除以了 {got}，而应除以 {want}：写成 `d ** 1/2` 的缩放会被 Python 解析为 (d ** 1) / 2，即 d 的一半，因为 ** 比 / 结合得更紧。平方根是 d ** 0.5（或 math.sqrt(d)）。",
    "rewrite.scale_precedence": "你的得分被除以了 {got}，而应除以 {want}：`x / d ** 1/2` 会被解析为 "
        "(x / d ** 1) / 2，即 x / (2d)。键长度的平方根应写成 x / d ** 0.5 或 x / math.sqrt(d)。",
    "rewrite.dtype_inputs": "除了输入的 {dtype} 舍入误差外，数值都是对的：你把输入转成了 {dtype}（.half()、.bfloat16() 或 .to({dtype}））又转了回来，在计算之前就丢掉了有效数字。请全程保持 float32。",
    "rewrite.dtype_store": "除了所保存张量的 {dtype} 舍入误差外，数值都是对的：你的中间张量以 {dtype} 保存（用 .half()、.bfloat16() 或 .to({dtype}) 转换过，或以 {dtype} 传给 scaled_dot_product_attention 或 softmax），每一步都会丢掉有效数字。请全程保持 float32。",
    "rewrite.dtype_until": "除了 {dtype} 舍入误差外，数值都是对的：你的计算从一开始直到第 {nth} 次 `{op}` 都在 {dtype} 下进行（输入用 .half()、.bfloat16() 或 .to({dtype}) 转换过），之后才回到 float32。请全程保持 float32。",
    "rewrite.dtype_from": "除了 {dtype} 舍入误差外，数值都是对的：你的计算从第 {nth} 次 `{op}` 起都在 {dtype} 下进行（在那里用 .half()、.bfloat16() 或 .to({dtype}) 转换过，之后没有转回）。请全程保持 float32。",
    "rewrite.dtype_op": "除了某一步的 {dtype} 舍入误差外，数值都是对的：你的 `{op}` 在 {dtype} 下计算"
        "（其输入或结果用 .half()、.bfloat16() 或 .to({dtype}) 转换过）。这一步也应保持 float32。",
    "rewrite.dropout_over_p": "保留下来的值被除以了 p = {p}，而应当除以 1 − p = {keep}：反向 dropout 把每个保留的值"
        "乘以 1/(1 − p) = {inv}。",
    "rewrite.permute_axes": "{shape} 张量的轴被排成了 {got} 的顺序，而需要的是 {want}：在那里改写成 {want}（多头时各轴是 "
        "(b, h, n, hd)，即批次、头、词元、每头特征：跟踪每一轴在下一步中代表什么）。",
    "rewrite.either": "另一种错误也会得到完全相同的输出，也可能是你的问题：",
    "rewrite.also": "改正之后还有：",
    "rewrite.either_error": "另一种错误也会引发完全相同的报错，也可能是你的问题：",
    "rewrite.exactly": "准确地说，你的输出正是下面这个改动的结果：",
    "feedback.prop.scaled": "你的输出处处都是正确结果的 {c} 倍：计算本身是对的，只差一个常数因子（多了一次缩放或重复求和）。",
    "feedback.prop.scale_size_extra": "你的输出处处都是正确结果的 {form} = {c} 倍，其中 {size} = {label}：你的代码按输入的某个尺寸做了缩放（就像缩放点积注意力把分数除以 √d_k），而这里要求的结果没有这种缩放。请去掉这次除法或乘法。",
    "feedback.prop.scale_size_once": "你的输出处处都是正确结果的 {form} = {c} 倍，其中 {size} = {label}：按输入尺寸的缩放漏掉了、做了两次，或用错了尺寸。请只缩放一次，按题目所说的尺寸（缩放点积注意力把分数除以 √d_k，即每个头的维度）。",
    "feedback.prop.cut_start": "你的输出是正确输出沿第 {axis} 维去掉了开头的 {count} 项（形状是 {got} 而不是 {want}）：循环或 range 差了一位（该用 range(h) 却写成 range(1, h)；Python 从 0 开始计数），把它们漏掉了。",
    "feedback.prop.cut_end": "你的输出是正确输出沿第 {axis} 维去掉了末尾的 {count} 项（形状是 {got} 而不是 {want}）：循环或 range 差了一位（写成了 range(h - 1)，或切片少取了一项），把它们漏掉了。",
    "feedback.prop.close_values_read": "你的数值与正确值处处相差不超过 {diff}：很接近，但不是舍入误差（你的代码始终用同一种精度），"
        "所以有一步算的东西和正确的那一步略有不同。",
    "feedback.prop.close_values": "你的数值与正确值处处相差不超过 {diff}：很接近，但不是舍入误差（你的代码始终用同一种精度），所以有一步算的东西和正确的那一步略有不同，比如一个几乎相互抵消的平移或缩放。",
    "feedback.prop.rounding": "你的数值与正确结果处处相差不超过 {diff}，正好是 {dtype} 舍入误差的量级（float32 计算只差约 1e-7）：你的部分计算是在较低精度下进行的（{dtype}，来自 .half()、.bfloat16() 或 .to({dtype})，或把 {dtype} 张量传给了某个函数）。请全程保持 float32。",
    "feedback.prop.inverse_of": "{what} 中是 {expr}，即一个逆矩阵，而应当是 {want}。逆矩阵是把映射撤销；把 x @ W 变成 W x"
        "（或反过来）需要的是转置而不是求逆：(x @ W).T = W.T @ x.T，而 nn.Linear 计算的是 x @ weight.T。请用 {want}。",
    "feedback.prop.negated_of": "{what} 中是 {expr}，即符号反了的正确值，而应当是 {want}：去掉负号（或从 0 减去的那一步）。",
    "feedback.prop.transpose_of": "{what} 中是 {expr}，而应当是 {want}：少了或多了一次转置。这里矩阵是方阵，形状看不出来，只有数值能看出。",
    "feedback.prop.reshape_not_transpose": "{what} 里的数都对，但顺序被打乱了：它是各维被移动过的正确张量（形状 {shape}）按行依次读进形状 {want} 的结果。"
        "reshape 和 view 保持内存顺序，只会得到需要的形状而不会把各维移回去；请改用 {fix} 移动各维。",
    "feedback.prop.scrambled": "{what} 里的数都对，但顺序不同（形状 {shape} 是对的）：在该用转置或 permute 的地方用了 reshape 或 view "
        "就会这样打乱顺序。请顺着你的 reshape 和转置逐一追踪每一维。",
    "feedback.prop.blocks_reordered": "你的{what}里的数都对，但顺序不同（形状 {shape} 是对的）：沿第 {axis} 维切成 {k} "
        "块、每块大小 {size}，你的每一块都是正确的块，但在第 0、1、… 个位置上放的是要求的第 {order} 块。按别的顺序"
        "拼接各块（cat、stack，或在循环里往列表中添加）就会这样：把第 i 块放在第 i 个位置。",
    "feedback.prop.blocks_reversed": "你的{what}里的数都对，但顺序不同（形状 {shape} 是对的）：沿第 {axis} 维切成 {k} "
        "块、每块大小 {size}，你的各块都对，但顺序正好反了，最后一块在最前。从最后一块往前拼接（循环 "
        "reversed(range(…))、从末尾往前填列表、flip）就会这样：把第 i 块放在第 i 个位置。",
    "feedback.prop.permuted": "你的输出数值正确，但各维的顺序不对：它是正确结果按 {perm} 重排维度后的样子（{shape} 的各维）。"
        "检查哪个 transpose/permute 或 view 给出题目要求的顺序。",
    "feedback.prop.permuted_shape": "{got} 的各维大小是对的，但顺序不对：第 {axes} 个位置上的维不在原位（每个位置上，你的 / 题目要求的：{moved}）。请跟踪每一维经过 view 和 transpose 的去向。",
    "feedback.prop.rows_sum": "你的每一行加起来不是 1（有一行的和是 {total}），所以它们不是权重：在键所在的维上做 softmax，每行的和才是 1。",
    "feedback.prop.masked_weight": "不应得到权重的位置得到了权重：在 {where} 处你的权重是 {got}，应当是 0"
        "（被遮住的未来键、填充的键，或应当清零的行）。",
    "feedback.prop.hidden_weight": "应当看到的位置没有得到权重：在 {where} 处你的值是 0，应当是 {want}；掩码遮住的太多了。",
    "feedback.prop.untouched_zero": "在你的 {shape} 输出的第 {axis} 维上，第 {right} 项是对的，第 {wrong} 项全为 0："
        "它们从未被写入。是循环或切片漏掉了它们（range(n - 1)、切片 [:-1] 或 [1:]、过早 break）："
        "请让它覆盖这一维的每一项（每个批次元素、每个头），或一次性全部计算。",
    "feedback.prop.untouched_input": "在你的 {shape} 输出的第 {axis} 维上，第 {right} 项是对的，第 {wrong} 项与输入相同、"
        "没有变化：它们从未被处理。是循环或切片漏掉了它们（range(n - 1)、切片 [:-1] 或 [1:]）："
        "请让它覆盖这一维的每一项（每个批次元素、每个头），或一次性全部计算。",
    "feedback.prop.slices": "沿形状 {shape} 的第 {axis} 维，有些切片是对的（{right}），有些是错的（{wrong}）：看看它们之间有什么不同（多头时就是头的下标）。",
    "feedback.prop.rows": "你的每一行像权重一样加起来为 1，但有 {count} 行的权重与正确结果不同（第一处在 {where}）：送进 softmax 的分数不对。",
    "feedback.prop.leak": "只改变第 {arg} 个输入在第 {axis} 维上的位置 {pos} 时，你的输出在 {where} 处也变了，"
        "而正确的输出在那里并不依赖它：你的代码让这个不该被看到的位置混了进来（前面的词元看到了后面的、"
        "看到了填充的键，或 softmax 混入了别的行或维）。",
    "feedback.prop.leak_rows_view": "只改变第 {arg} 个输入在第 {axis} 维上的位置 {pos} 时，你的输出在 {where} 处也变了，"
        "而正确的输出在那里并不依赖它：你的代码把别的行或别的维混进了这一行。你的代码没有调用可能沿错误的维进行的 sum、max 或 softmax，所以很可能是某个 view 或 reshape "
        "按另一种顺序读了内存（比如对 (h, n, d) 的张量做 .view(n, h, d)）：view 和 reshape 保持元素在内存里的顺序，只有 transpose 或 permute 才移动轴。",
    "feedback.prop.leak_rows": "只改变第 {arg} 个输入在第 {axis} 维上的位置 {pos} 时，你的输出在 {where} 处也变了，"
        "而正确的输出在那里并不依赖它：你的代码把别的行或别的维混进了这一行（在错误的维上、或对整个张量求和或取最大值）。"
        "每一行的结果只能用这一行：在 dim=-1 上归约并用 keepdim=True。",
    "feedback.raised_dim": "你的代码报错：{error}。报错的那组输入是形状为 {shape} 的 {ndim} 维张量，它没有 dim={got} 这一维：计算应沿 {want} 进行，从最后一维倒着数，这样任何维数的输入都适用。请用这一维（对每一行做 softmax 或求和时用 dim=-1）。",
    "feedback.raised_axes": "你的代码报错：{error}。其中的大小分别是：{sizes}。多头时张量是 (b, h, n, hd)，分数是 "
        "(b, h, n, n)：对不上的两个大小指出了哪一维放错了位置，请沿着 view、转置和乘法逐步检查这一维。",
    'feedback.shape.merged_typed': "{what} 的形状应为 {want}，实际为 {got}：你的第 {axis} 维（大小 {size}）是正确形状的第 {axis} 维和下一维"
        "（{a} 和 {b}）合并成的一维。view 和 transpose 不会合并轴：每个大小都应各占一个轴。",
    'feedback.shape.merged_view': '{what} 的形状应为 {want}，实际为 {got}：你的第 {axis} 维（大小 {size}）是正确形状的第 {axis} 维和下一维（{a} 和 {b}）合并成的一维。某个 flatten、view 或 reshape 合并了过多的维度：flatten(start_dim) 会把从 start_dim 到最后的所有维都合并，所以只合并最后两维要用 flatten(-2)（或者在 view/reshape 中写出要保留的各维的大小）。',
    'feedback.shape.squeeze_all': '{what} 的形状应为 {want}，实际为 {got}。你的代码调用了不带 dim 的 squeeze()，它会去掉所有大小为 1 的轴：当另一个大小恰好是 1（只有一个头、一个词元、一个批次元素）时，那个轴也会被去掉，后面的计算就在错误的轴上进行。请写明你要去掉的那个大小为 1 的轴（末尾新加的轴用 squeeze(-1)，开头的轴用 squeeze(0)），这样其他大小为 1 的轴都会保留。',
    "feedback.shape.merged": "{what} 的形状应为 {want}，实际为 {got}：你的第 {axis} 维（大小 {size}）是正确形状的第 "
        "{axis} 维和下一维（{a} 和 {b}）并成了一维。这些块被拼接（torch.cat）了，而它们应沿一个新维度堆叠"
        "（torch.stack）；或者是 view/reshape 把这两维合并了。",
    "feedback.shape.extra_ones": "{what} 的形状应为 {want}，你得到的是 {got}：你的输出多了 {count} 个大小为 1 的前导轴。"
        "一个比输入轴更多的张量（为 4 维 (b, h, n, n) 分数构建的掩码或缓冲区，比如 (1, 1, T, T) 的 bias，用在了 {rank} 维"
        "的分数旁边）通过广播把输出升到了它自己的维数。请只用输入的最后几个轴来构建它（(n, n) 的掩码，切片 [:n, :n]），"
        "这样它就能在输入的任何前导轴上广播。",
    "feedback.shape.permuted": "{what} 的形状应为 {want}，你得到的是 {got}：同样的大小换了顺序，有两个轴互换了位置"
        "（每个轴上，你的 / 题目要求的：{moved}）。你 stack、cat、transpose 或 view 到那个位置的轴选错了："
        "给 stack/cat 传入题目要求的形状在那里的 dim，或者把这两个轴转置回来。",
    "feedback.shape.permuted_many": "{what} 的形状应为 {want}，你得到的是 {got}：同样的大小换了顺序，有 {count} "
        "个轴不在原位（每个轴上，你的 / 题目要求的：{moved}）。移动的轴不止两个，单个 transpose 无法复原：是某个 "
        "permute 或 movedim（或沿别的轴做的 stack/cat）把它们排成了这个顺序。请逐个位置与要求的形状对照；注意 "
        "x.movedim(dim, -1) 要用 .movedim(-1, dim) 撤销，而不是再做一次同样的移动。",
    "feedback.shape.stacked_axis": "{what} 的形状应为 {want}，你得到的是 {got}：同样的大小换了顺序。第 {line} 行 "
        "`{code}` 沿 dim={dim} 堆叠各块，所以它们的那一维（大小 {size}）在第 {at} 维；要求的形状把它放在第 {axis} "
        "维，其余各维顺序不变。请沿 dim={axis} 堆叠。",
    "feedback.shape.squeezed": "{what} 的形状应为 {want}，实际为 {got}：大小为 1 的维（正确形状的第 {axes} 维）不见了。"
        "不带 dim 的 squeeze() 会去掉所有大小为 1 的维，所以当某个大小恰好为 1（只有一个头、一个词元或一个批次元素）时，"
        "那一维也会消失。只去掉你想去掉的那一维，并写明它（末尾新加的轴用 squeeze(-1)，开头的轴用 squeeze(0)）：正确形状的第 {axes} 维必须保留。",
    "feedback.shape.missing": "{what} 的形状应为 {want}，实际为 {got}：缺少第 {axis} 维（大小 {size}）。请保留这一维"
        "（keepdim=True，或沿这一维把各块堆叠起来，而不是只取其中一块）。",
    'feedback.shape.extra_sliced': "{what} 的形状应为 {want}，实际为 {got}：你的输出多了第 {axis} 维（大小 1）。你的代码在索引之前用 ':' 切片（a[:, i]）：':' 会保留它的轴，即使该轴大小为 1，所以 (1, h, n, d) 张量的 a[:, i] 是 (1, n, d)；而整数索引会去掉这个轴（a[0, i] 是 (n, d)）。请用 0 索引那个大小为 1 的轴，或只 squeeze 那一个轴。",
    'feedback.shape.extra_chunked': '{what} 的形状应为 {want}，实际为 {got}：你的输出多了第 {axis} 维（大小 1）。你的代码用 chunk 或 split 切分张量，每一块都保留了被切的那个轴（context.chunk(h, dim=1) 的每一块是 (b, 1, n, hd)），所以沿另一个轴把它们拼起来时，这个大小为 1 的轴还在。请用 unbind(dim)，它切出的每一块都没有那个轴；或者只把每一块的那一个轴 squeeze 掉。',
    "feedback.shape.extra_flattened": "{what} 的形状应为 {want}，实际为 {got}：你的代码为了逐行计算把前面的轴展平了"
        "（reshape(-1, n) 或 view(-1, n)），之后却没有还原，结果保留了展平后的布局。请在最后把它 reshape 回输入的形状（.reshape(x.shape)）。",
    "feedback.shape.extra": "{what} 的形状应为 {want}，实际为 {got}：你的输出多了第 {axis} 维（大小 {size}），"
        "正确的输出没有这一维（从输入保留下来的维度，例如批次维，或在错误的张量上循环或堆叠）。请用索引或"
        "改变循环让这一维消失。",
    "feedback.shape.extra_unsqueezed": "{what} 的形状应为 {want}，实际为 {got}：你的输出多了第 {axis} 维（大小为 1），"
        "正确的输出没有这一维。你的代码加入了一个大小为 1 的轴（unsqueeze，或在索引里写 None），到最后它还在："
        "请在返回之前把它去掉（squeeze({axis})），或者一开始就不要加。",
    "feedback.shape.split": "{what} 的形状应为 {want}，实际为 {got}：正确的第 {axis} 维（大小 {size}）被拆成了两维"
        "（{a} 和 {b}）；请把它们合并回去（在转置之后做 view/reshape）。",
    "feedback.shape.wrong_axis_join": "{what} 的形状应为 {want}，实际为 {got}：你的第 {long} 维长了 {k} 倍"
        "（{got_long}，应为 {want_long}），第 {short} 维短了 {k} 倍：这些片段沿第 {long} 维拼接了，而它们应当沿第 {short} 维并排。"
        "请沿 dim={short} 拼接（cat，或先 stack 再合并轴）。",
    "feedback.shape.wrong_axis_split": "{what} 的形状应为 {want}，实际为 {got}：你的第 {long} 维长了 {k} 倍"
        "（{got_long}，应为 {want_long}），第 {short} 维短了 {k} 倍：一个张量沿第 {short} 维被切成了几段，而它的片段是沿第 {long} 维"
        "并排的（chunk 或 split 用错了 dim，比如把融合的 q | k | v 矩阵按行切开）。请沿 dim={long} 切分。",
    "feedback.shape.wrong_axis": "{what} 的形状应为 {want}，实际为 {got}：你的第 {long} 维长了 {k} 倍（{got_long}，"
        "应为 {want_long}），第 {short} 维短了 {k} 倍：这些块沿第 {long} 维拼接了，而它们应沿第 {short} 维"
        "拼接（cat 的 dim 错了），或者一个拼好的张量沿第 {short} 维被切开了，而它的各块是沿第 {long} 维并排的"
        "（chunk 或 split 的 dim 错了，比如把融合的 q | k | v 矩阵按行切）。请沿 dim={short} 拼接，或沿 dim={long} 切分。",
    "feedback.shape.wrong_axis_unsqueeze": "{what} 的形状应为 {want}，你得到的是 {got}：大小为 1 的轴在第 {short} "
        "维，而要求的形状在那里是 {k}；{k} 却在第 {long} 维，那里本该是大小为 1 的轴。新加的轴放错了位置："
        "x.unsqueeze(d)（或在索引里写 None）把它插在第 d 个位置之前，所以应放在第 {long} 维。",
    "feedback.raised_dtype": "你的代码在 `{op}` 中报错：{error}。你传给 `{op}` 的 {operand} 是 {got} 类型，"
        "它必须是 {want}（请转换，例如掩码用 .bool()）。正确的计算中 `{op}` 得到的是 {operands}。",
    "feedback.raised_call": "你的代码在 `{op}` 中报错：{error}。正确的计算中 `{op}` 得到的是 {operands}："
        "请把你的每个操作数与之对照（这些大小说明了每一维应是哪一维）。",
    "feedback.raised_matmul_second": "你的代码报错：{error}。矩阵乘积把左因子的最后一维与右因子的第一维（最后两维中）配对："
        "这里左因子是 {a}，右因子是 {b}，两者对不上。把右因子的两维交换之后就对上了：对它用 .T，或者在维数更多时用 "
        ".transpose(-2, -1)（.mT）。",
    "feedback.raised_matmul_first": "你的代码报错：{error}。矩阵乘积把左因子的最后一维与右因子的第一维（最后两维中）配对："
        "这里左因子是 {a}，右因子是 {b}，两者对不上。把左因子的两维交换之后就对上了：对它用 .T，或者在维数更多时用 "
        ".transpose(-2, -1)（.mT）。",
    "feedback.raised_uneven_pieces": "你的代码报错：{error}。你堆叠的各块只在第 {axis} 维上不同（{a} 对 {b}）：它们是沿"
        "这一维（{cut}）切成的大小不等的块（chunk 或 split 的块数不能整除这一维的大小）。请检查你切的是哪一维：应当切"
        "存放要分开的内容的那一维（对多头来说是特征维：dim=-1），块数能整除它的大小。",
    "feedback.raised_uneven_pieces_noaxis": "你的代码报错：{error}。你堆叠的各块只在第 {axis} 维上不同（{a} 对 {b}）："
        "它们是沿这一维切成的大小不等的块（chunk 或 split 的块数不能整除这一维的大小）。请检查你切的是哪一维：应当切"
        "存放要分开的内容的那一维（对多头来说是特征维：dim=-1），块数能整除它的大小。",
    "feedback.raised_view_size": "你的代码报错：{error}。你的 view 中各个大小相乘，与张量的元素个数不符："
        "在位置 {pos} 它要的是 {got} = {got_name}，而这些元素需要 {want} = {want_name}。那里的大小必须取自你要 view 的"
        "那个张量（对多头而言：投影输出的 head_dim = d_out // num_heads），而不是取自另一个张量，比如宽度为 d_in 的输入 x。",
    "feedback.raised_axes_read": "你的代码报错：{error}。其中的大小是：{sizes}。",
    "feedback.raised_broadcast_read": "你的代码报错：{error}。其中的大小是：{sizes}。广播从右边对齐各个轴，所以一个等于 {a} 的大小和一个等于 {b} 的大小落在了同一个轴上。",
    "feedback.raised_broadcast": "你的代码报错：{error}。其中的大小分别是：{sizes}。广播从最右边开始对齐各维，"
        "所以大小为 {a} 的维和大小为 {b} 的维落在了同一维上。最常见的是你的某个张量用错了大小来构造或切片："
        "它有 {a} 个元素，而应该有 {b} 个，不管这个大小是怎么来的（从另一维读来的大小、只填充到最长序列的长度，或者反过来；"
        "检查你读取的每个大小，例如 x.shape[i] 或 len(x)）。"
        "只有当那个张量少了一维时，才补上缺少的维（t[:, None] 或 unsqueeze），让每个大小落在自己的那一维上。",
    "rewrite.cosine": "你的数是用余弦相似度算出来的（点积再除以两个向量的长度，或先把向量缩放到长度 1），而那里应当是"
        "注意力分数：分数就是点积本身，不用范数归一化。",
    "rewrite.denominator_left_out": "你的分母漏掉了第 {token} 个词元自身分数的 exp（索引 {index}）：你只除以其他词元之和。"
        "softmax 把每个 exp 除以全部词元之和，其中也包括该词元自己的那一项。",
    "rewrite.weak_fill": "你把被遮住的分数填成了大约 {got}：而分数的大小可达 {scale}，在可见分数接近或低于它的行里，这样什么也遮不住，被遮住的位置仍有权重。"
        "填充值必须压过所有分数：请用 -inf（或 torch.finfo(dtype).min）；-1e-9 是个极小的数，-1e9 才是极大的负数。",
    "rewrite.weak_add": "你的掩码只把被遮住的分数降低了大约 {got}（log(1e-9) ≈ -20.7 就是这样的值）：而分数可以大到 {scale}，"
        "这远远不够，被遮住的位置仍有权重。请用能压过所有分数的填充值遮住它们：masked_fill(mask, -inf)（或 torch.finfo(dtype).min）。",
    "rewrite.merge_axis": "你的合并拼接的是沿第 {got} 轴切出的各块，而应拼接各个头的块（list(t)、`for piece in t` 和 unbind() 走的是第 0 轴，即批次，而不是头）："
        "在参考解合并的形状为 {shape} 的张量里（转置后的 (b, n, h, hd)），头是第 {want} 轴；在形状为 (b, h, n, hd) 的 context 里，头是第 1 轴。"
        "请拼接各个头的块：torch.cat(context.unbind(1), dim=-1)，或先把头的轴转到特征旁边再 reshape。",
    "rewrite.mask_reused": "第 {j} 个 masked_fill 拿到的是第 {i} 个 masked_fill 的掩码（形状 {got}），而不是它自己的掩码"
        "（形状 {want}），就像这一步又用了第一个掩码（或者被省略了，在两者遮住相同位置时）：两个掩码在不同的轴上（键在最后一轴，[..., None, :]；查询的行在前一轴，[..., :, None]），"
        "所以第二次遮住了错误的位置。请为这一步在它自己的轴上构造掩码。",
    "rewrite.term_hidden": "你的结果漏掉了词元 {token}（索引 {index}）的那一项：第 {line} 行 `{code}` 把它的分数设得极低，"
        "使它的权重成了 0。自注意力对每个词元都计算权重，包括查询自己：请保留这个分数原样。",
    "rewrite.term_left_out": "你的结果漏掉了词元 {token}（索引 {index}）的那一项：你的代码只在其余词元上计算"
        "（某个 range 或切片提前停止，或跳过了这个词元）。自注意力对每个词元都计算权重，包括查询自己，请把它算进去。",
    "feedback.prop.percent": "{got} 是正确值乘以 100，即百分数：请写成小数（权重在 0 到 1 之间），"
        "不要写成百分数。",
    "feedback.prop.per_hundred": "{got} 是正确值除以 100：你把百分数当成了小数，或者多除了一次 100。"
        "",
    "feedback.prop.normalised_axis": "你的权重在形状为 {shape} 的输出的 dim={dim}（大小 {size}）上和为 1，"
        "而不是沿键所在的 dim=-1：你在错误的维上做了归一化（softmax 或除以求和）。每个查询的那一行必须和为 1，"
        "请在 dim=-1 上归一化。",
    "feedback.prop.shift_mismatch": "你形状为 {shape} 的输出沿 dim={dim} 的每个切片，都是正确切片乘以输入同一切片的 exp(±max)："
        "最大值只在一处减去了，另一处没有（分子是 exp(x - max)，分母却是 exp(x) 之和，或者反过来）。请在两处减去同一个最大值："
        "先算一次 e = exp(x - max)，再算 e / e.sum(dim, keepdim=True)。",
    "feedback.prop.slice_factors": "你形状为 {shape} 的输出沿 dim={dim} 的每个切片都是正确结果乘以各自的一个因子"
        "（从 {low} 到 {high}）：分子是对的，但每个切片除以的和不是它自己这些项的和（而是整个张量或另一维上的和，"
        "或者和分子算法不同的项，例如没有像分子那样平移的 exp）。请让每个切片除以它自己那些分子的和。",
    "rewrite.scale_times": "你的分数乘以了 {got}，而它们应该除以 {want}：作为 scale= 传入的缩放是乘到分数上的"
        "（F.scaled_dot_product_attention 的 scale 是 1/√d_k，也是它的默认值），所以请传入 1/{want}，或者干脆不传。",
    "feedback.raised_index_past_end": "你的代码报错：{error}。它在第 {axis} 维上取索引 {index}，而这一维只有 {size} 个元素，"
        "编号是 0 到 {last}：你的代码算出的某个索引达到了这一维的大小（把长度或个数当作位置、循环上界多了一个、"
        "循环从 1 开始数）。请检查这个索引是怎样算出来的，并确保对每个序列（包括最长的那个）它都小于这一维的大小。",
    "feedback.raised_index": "你的代码报错：{error}。它在第 {axis} 维上取索引 {index}，而这一维只有 {size} 个元素："
        "对这一维的循环或索引越过了它的末尾，所以上界用的是另一维的大小（这里更大的有：{larger}）。请按你所索引的"
        "那一维的大小来循环：range({bound})。",
    "feedback.prop.is_input": "你的第 {output} 个输出恰好是第 {arg} 个输入的那些值，顺序也一样（至多改了形状）："
        "你的代码把传进来的张量（或把它自己拆开再合并回去的结果）交了回来，而不是应当计算的那个张量。"
        "请检查最后一步用的是哪个张量（你合并、相乘或返回的那个）。",
    "feedback.raised_at": "你代码的第 {line} 行 `{code}` 在 `{op}` 中报错：{error}。此处它的操作数是 {operands}。",
    "feedback.raised_reduced_dropped": "你代码的第 {line} 行 `{code}` 报错：{error}。形状 {small} 就是 {full} "
        "去掉了第 {axis} 维（dim={axis_end}）：沿这一维做归约（sum、max 或 mean）时没有写 keepdims=True（torch 里是 "
        "keepdim=True）。广播从右边对齐形状，所以剩下的各维不再落在自己的维上。请把归约的那一维保留为大小 1"
        "（keepdims=True），让每个切片的值对上它自己的切片。",
    "feedback.raised_reduced_moved": "你代码的第 {line} 行 `{code}` 报错：{error}。形状 {small} 是 {full} 沿第 "
        "{axis} 维（dim={axis_end}）归约后，把大小为 1 的那一维放回到了第 {at} 位：归约的维必须留在原处，每个切片的值"
        "才能对上它自己的切片。请用 keepdims=True（torch 里是 keepdim=True）归约，或者把这一维放回第 {axis} 位本身。",
    "feedback.raised_line": "你代码的第 {line} 行 `{code}` 报错：{error}。",
    "feedback.raised_in": "你的代码在 `{op}` 中报错：{error}。此处它的操作数是 {operands}。",
    'concept.matvec': '{left} 是一批矩阵 {a}，{right} 是一批向量 {b}，但 @（matmul）把任何有两个或更多维的操作数都当作矩阵，所以 {right} 的最后两维被当成了一个矩阵，而不是每个矩阵对应一个向量。给每个向量加一个大小为 1 的维，乘完再去掉：({fix_left} @ {fix_right}.unsqueeze(-1)).squeeze(-1)。',
    'concept.linear_transposed': 'F.linear(x, weight) 自己就会计算 x @ weight.T（再加 bias），权重按 (d_out, d_in) 存放，和 nn.Linear 保存的一样：直接把 {weight} 原样传进去，不要转置（或者直接调用这个层）。',
    'concept.outer_1d': '{a} 有 {n} 个元素，{b} 有 {m} 个：两个一维张量逐个元素相遇，要求长度相同。要得到每一对的表格（{m} 个中的每一个对 {n} 个中的每一个），需要把其中一个当作列、另一个当作行：{a}[None, :] 对 {b}[:, None]，得到 ({m}, {n})。',
    "concept.one_hot_range": "one_hot(x, num_classes=n) 要求 {of} 的每个值都小于 n：等于 n 的值（长度等于 n，"
        "即没有填充的序列）没有对应的类别。构造填充掩码时请直接比较位置和长度：torch.arange(n) >= lengths[:, None]，"
        "它对 0 到 n 的每个长度都成立。",
    "concept.mask_bool": "{op} 需要布尔掩码（要遮住的位置为 True）；你的掩码是 {dtype} 类型。请在使用处转换"
        "（mask.bool() 或 mask == 1）。",
    "concept.linear_weight": "{weight} 是 nn.Linear 的权重，存成 (d_out, d_in) = ({out}, {in})：该层计算的是 "
        "x @ weight.T + bias，所以 x @ weight 沿错误的轴相乘。请直接调用该层 {layer}(x)，或写 x @ {weight}.T 并加上偏置。",
    "concept.transpose_axes": "对 {before} 的张量调用 {call}，交换的是这两个轴（得到 {after}），而不是最后两个轴。"
        "左操作数是 {left}；矩阵乘法把它的最后一个轴与右操作数的倒数第二个轴配对，所以要乘以转置，"
        "应交换最后两个轴：.transpose(-2, -1) 得到 {want}。",
    "concept.T_nd": "对 {ndim} 维张量用 .T 会把全部 {ndim} 个轴反转（{before} 变成 {after}），而不是只交换最后两个轴。"
        "要交换最后两个轴，请用 .transpose(-2, -1) 或 .mT。",
    "concept.axes_placed": "{name} 新加的轴放错了位置：{name} {before} 变成了 {after}，所以和 {other} {other_shape} "
        "对齐时它的各轴落在了错误的轴上（广播按位置配对各轴：在第 {axis} 轴上它的 {mine} 对上了 {theirs}）。"
        "请把大小为 1 的新轴加在 {other} 有而 {name} 没有的那些轴上，让它的每一轴落在自己的轴上：{fix} 得到 {right}。",
    "concept.missing_axis": "{name} 的形状是 {shape}，{other} 是 {other_shape}：广播从右边对齐各个轴，少了一个轴，"
        "{name} 的各个大小就落到了 {other} 错误的轴下面。没有哪个大小是错的：{name} 缺了一个大小为 1 的轴。"
        "在位置 {pos} 补上它（unsqueeze({pos})，或在那个位置用 None 索引），变成 {right}，每个大小就都落在自己的轴下。",
    "concept.missing_axis_keepdim": "{name} 的形状是 {shape}，{other} 是 {other_shape}：{reduce} 把它归约的那个轴去掉了，"
        "而广播从右边对齐各个轴，所以 {name} 的各个大小落到了 {other} 错误的轴下面。没有哪个大小是错的："
        "用 keepdim=True 保留被归约的轴，即 {reduce}(..., dim, keepdim=True)，得到 {right}，每个切片就和它自己的结果相运算。",
    "feedback.reshape_reorders": "你的代码第 {line} 行 `{code}` 用 {op} 把形状 {before} 的张量变成了 {after}："
        "同样的大小换了顺序。{op} 保持元素在内存中的顺序，只是重新切分，所以元素被打乱了，而不是随轴一起换位；"
        "它不是转置。请用 transpose(i, j)（或 .mT、permute）交换轴，它会让每个元素跟着自己的轴移动。",
    "feedback.outer_same_axis": "你的代码第 {line} 行 `{code}` 把两个张量相乘，而它们新增的大小为 1 的轴都在位置 {at}"
        "（形状都是 {shape}）：乘积只保留一条长度为 {n} 的轴，每个元素乘以它自己（平方 p_i·p_i），而不是所有成对乘积"
        " p_i·p_j 组成的表。外积需要两边的新轴在不同位置，例如 p.unsqueeze({at}) * p.unsqueeze({other})。",
    "concept.squeeze_all": "不带 dim 的 squeeze() 会删掉所有大小为 1 的轴，这里是 {before} → {after}："
        "当输入只有一个头或一个词元时，那一轴也被删掉了，而不只是你想删的那一轴。请指明你要删的轴：末尾新加的轴用 squeeze(-1)，开头的轴用 squeeze(0)。",
    "concept.unsqueeze_axis": "{how} 把新轴放在位置 {new}，但 {reduce} 规约的是 dim={reduced} 这一轴，"
        "所以结果不再对齐它被规约的那一轴。请让这一轴留在原处：{reduce}(dim=dim, keepdim=True)，或 unsqueeze(dim)。",
    "concept.einsum_axes": "方程 '{equation}' 为第 {k} 个操作数写了 {letters} 个轴，而它有 {ndim} 个轴："
        "einsum 的下标个数必须与每个操作数的轴数一致。",
    "concept.einsum_rank": "方程 '{equation}' 为第 {k} 个操作数写了 {letters} 个轴，而它有 {ndim} 个轴：你的代码假定输入是 "
        "{assumed}，而本练习也会给出 {got} 的输入（共有 {all}）。请用 '...' 表示前面的轴，只写出计算要规约的轴，"
        "例如 '...i,...i->...'。",
    "concept.row_gram": "{left} @ {right}ᵀ 把每一行和每一行都配对相乘：从 {rows} 得到的是所有行两两点积的 {shape} 矩阵（行的 Gram 矩阵），"
        "而这里要的是每一行与它自己那一行的点积，每行一个数：({left} * {right}).sum(-1, keepdim=True)。",
    "concept.diag_nd": "torch.diag 只会把一维向量变成对角矩阵：给它形状为 {before} 的张量时，它反而取出对角线（{after}），"
        "超过二维则报错。要为批量中的每一行构造对角矩阵，请用 torch.diag_embed。",
    "concept.rank_loops": "你的 {count} 层嵌套循环 {loops} 每层取走一个前导轴，所以你的代码只适用于最后两维之前恰好有这么多个轴的输入；本练习给出的输入有 {all}。"
        "请不要对前导轴写循环：只构造一次 (n, n) 的部分，让广播（masked_fill、softmax(dim=-1)）覆盖任意多个前导轴。",
    'concept.norm_not_sum': '另外注意 `{code}`：它除以的是向量的长度（L2 范数；F.normalize 默认 p=2），于是结果的平方和为 1，而不是结果本身的和为 1。权重是各项除以它们的和：e / e.sum(dim, keepdim=True)。',
    "concept.cosine_not_dot": "另外请注意 `{code}`：这是余弦相似度，即点积再除以两个向量的范数。注意力分数是原始的点积 x⁽ⁱ⁾ · x⁽ʲ⁾（q · k），不除以范数：请去掉这一归一化。",
    "concept.rank": "你的代码假定输入是 {assumed}；本练习也会给出 {got} 的输入（共有 {all}）。请写成对任意多个前导轴都成立的形式："
        "从末尾数轴（dim=-1，用 transpose(-2, -1) 或 .mT 代替 .T，einsum 中用 '...'）。",
    "feedback.dot_not_outer": "第 {line} 行 `{code}`：对 1 维张量（n = {n} 个元素）用 {reorder} 什么也不改变，"
        "因为 1 维张量没有行和列可交换，所以两个 1 维张量的 `{op}` 是它们的点积，一个数（Σ p_i q_i），"
        "而不是外积（一个 ({n}, {n}) 矩阵）。要外积请写 torch.outer(p, q) 或 p[:, None] * q[None, :]（p[:, None] @ q[None, :]）。",
    "feedback.zero_times_inf": "第 {line} 行 `{code}` 在 `{op}` 中产生了 NaN：0 × -inf 是 NaN 而不是 0，所以用 0/1 掩码乘以 -inf "
        "构造的加性掩码在掩码为 0 的地方都是 NaN，并经 softmax 扩散开。请不要用乘法构造："
        "对分数用 masked_fill(mask, -inf)，或 torch.where(mask, -inf, 0.0)。",
    "feedback.exp_overflow": "第 {line} 行 `{code}` 在 `{op}` 中溢出：float32 中 exp 在大约 {limit} 以上就是 inf，而你的数值达到 "
        "{largest}；inf / inf 是 NaN，所以之后再除以 exp(max) 已经太迟了。请在 exp 之前先减去最大值：exp(x - max)。",
    "feedback.divide_by_zero": "第 {line} 行 `{code}` 在 `{op}` 中除以 0：除数在某些位置正好是 0，"
        "结果是 inf（0 / 0 则是 NaN）。请检查除数把哪些数加在了一起：如果这些数全是 0（被遮住或被置零），和就是 0。",
    "feedback.divide_by_zero_sum": "第 {line} 行 `{code}` 在 `{op}` 中除以 0：除数是一个 {shape} 张量沿 dim={dim} "
        "的 `{reduce}`，在这个轴上所有元素都为 0（被遮住或被置零）的地方它就是 0，结果是 inf（0 / 0 则是 NaN）。"
        "dim={dim} 是你想要的轴吗？权重应当沿着那个元素之和必须为 1 的轴归一化。",
    'feedback.nan_all_hidden': '第 {line} 行的 `{code}` 在 `{op}` 中产生了 NaN：它的输入中有某一行在每个位置上都是 -inf，于是每个指数都是 0，这一行就成了 0 / 0。你的掩码遮住了某个查询的所有键：请检查它遮住了哪些位置（因果掩码只遮住查询之后的键，所以每个查询至少还能看到自己）；如果某一行本来就可能没有任何键（填充的序列），请在 softmax 之后把这一行置零。',
    'feedback.nan_from_inf': '第 {line} 行的 `{code}` 在 `{op}` 中由操作数里的无穷大产生了 NaN（inf − inf、0 × inf，或 softmax 的某一行全是 -inf）：请找出这个 inf 从哪里来，别让它进入这一步。',
    "feedback.exp_underflow_divisor": "第 {line} 行 `{code}` 在 `{op}` 中除以 0：它的除数把有限分数的 exp(…) "
        "加起来，而这些值全部下溢为 0（float32 中 exp 在约 -103 以下就是 0），所以在这些切片里除数为 0。除数并不是分子自己"
        "各项的和：它对分数取 exp 时没有减去分子减去的那个偏移（或者减的是别的值）。请沿同一维把分子自己的各项 exp(x - max) "
        "加起来：最大的一项就是 exp(0) = 1，和至少为 1。",
    "feedback.log_of_underflow": "第 {line} 行 `{code}` 在 `{op}` 中对 0 取对数：它的输入把有限分数的 exp(…) 加起来，"
        "而这些值全部下溢为 0（float32 中 exp 在约 -103 以下就是 0），log 0 是 -inf。请在 exp 之前减去偏移，在 log 之后再加回来："
        "m + log(sum(exp(x - m)))，m 是该切片的最大值，这样最大的一项就是 exp(0) = 1。",
    'feedback.exp_underflow': '第 {line} 行的 `{code}` 在 `{op}` 中算了 0 / 0：有些切片里每个 exp(…) 都恰好是 0，尽管这些切片中有有限的分数。你的代码在 exp 之前减去的数远大于这些切片的每个分数（float32 中 exp 在约 -103 以下下溢为 0；若减去的是 inf（来自一个 -inf 分数），每个元素都会变成 -inf），于是没有可归一化的东西。请沿 softmax 的轴减去每个切片自己的最大值 x.amax(dim=dim, keepdim=True)（分数本身的最大值，而不是绝对值的最大值或整个张量的最大值）：这样它最大的元素变成 exp(0) = 1，和至少为 1。',
    'feedback.divide_by_zero_rows': '第 {line} 行的 `{code}` 在 `{op}` 中除以了 0：除数是 {shape} 张量每一行的 `{reduce}`，对于所有元素都为 0 的行（长度为 0 的序列、先前被整行置零或遮住的行）它就是 0，而 0 / 0 是 NaN。这样的行没有可归一化的东西：请把它们排除在除法之外（torch.where(total > 0, w / total, 0)），或在除法之后把它们置零。',
    'feedback.zero_times_inf_all': "你的掩码乘上了 -inf：在掩码为 0 的地方（要保留的位置），0 × (−inf) 是 NaN，所以要保留的分数也变成了 NaN，没有任何位置能保住它的权重（经过 nan_to_num 后每个权重都是 0）。请用填充代替乘法：scores.masked_fill(mask, float('-inf'))，或 torch.where(mask, float('-inf'), scores)。",
    'feedback.log_of_zero': '第 {line} 行的 `{code}` 在 `{op}` 中对 0 取了对数：它的输入在某些地方恰好为 0（被遮住位置的权重，例如被掩码的键），而 log 0 是 -inf；在那里经由它算出的东西（梯度、与 0 的乘积、inf − inf）都会变成 inf 或 NaN。在值可能为 0 的地方不要用对数：直接用这些值本身来计算。',
    "feedback.made_inf": "第 {line} 行 `{code}` 在 `{op}` 中由有限值产生了 inf：结果超出了 float32 的范围。"
        "请调整计算顺序，使每一步都不超出该范围（先减去最大值，先除后乘）。",
    "rewrite.rounded_terms_values": "你的这些数是把每个乘积先四舍五入到 {k} 位小数再相加得到的点积。对各项取整会损失精度："
        "把精确的乘积相加（精确的向量是 {exact}），只对最后的各个分量取整。",
    "rewrite.rounded_step_values": "你的这些数等于把 `{op}` 的结果（其中每一项）先四舍五入到 {k} 位小数再进行下一步所得到的结果："
        "过早取整会损失精度，误差传到了每个分量里。请保留 `{op}` 结果的全部位数（精确的向量是 {exact}），只对最后的各个分量取整。",
    "rewrite.rounded_terms": "你的数值是把点积中的每个乘积先四舍五入到 {k} 位小数再相加得到的。"
        "过早对各项取整会损失精度：应把精确的乘积相加（和为 {exact}），只在最后对答案取整。",
    "rewrite.rounded_step": "你的数值相当于把 `{op}` 的结果先四舍五入到 {k} 位小数再进行下一步。"
        "过早对中间值取整会损失精度：请保留全部位数（精确结果为 {exact}），只在最后对答案取整。",
    "rewrite.truncated_terms_values": "你的这些数是把每个乘积先截断到 {k} 位小数（直接舍去后面的位，而不是四舍五入）再相加得到的点积。"
        "截断各项会损失精度：把精确的乘积相加（精确的向量是 {exact}），只对最后的各个分量取整。",
    "rewrite.truncated_step_values": "你的这些数等于把 `{op}` 的结果（其中每一项）先截断到 {k} 位小数（直接舍去后面的位，连四舍五入都没有）再进行下一步所得到的结果："
        "这么早截断会损失精度，误差传到了每个分量里。请保留 `{op}` 结果的全部位数（精确的向量是 {exact}），只对最后的各个分量取整。",
    "rewrite.truncated_terms": "你的数值是把点积中的每个乘积先截断到 {k} 位小数（直接舍去后面的位，而不是四舍五入）再相加得到的："
        "应把精确的乘积相加（和为 {exact}），只在最后对答案取整。",
    "rewrite.truncated_step": "你的数值相当于把 `{op}` 的结果先截断到 {k} 位小数（直接舍去后面的位，连四舍五入都没有）再进行下一步："
        "请保留全部位数（精确结果为 {exact}），只在最后对答案取整。",
    'rewrite.softmax_twice': '你的结果做了两次 softmax：第二次 softmax 作用在已经是 softmax 结果的权重上（在该用分数的地方用了权重），会把它们压向均匀分布。只对原始分数做一次 softmax。',
    'rewrite.clamp_input': '你在 softmax 之前把分数截断在 {c}（clamp(max={c})，用来防止 exp 溢出）：所有大于 {c} 的分数都被当成 {c}，这些权重就变了。softmax 不需要截断：改为减去该行的最大值（torch.softmax 就是这样做的），权重不会改变。',
    'rewrite.factor_one_term': '展开乘积 a·(x − y) 时，差的第 {term} 项丢了因子：你的代码算的是 a·x − y（或 x − a·y），而 a·(x − y) = a·x − a·y。两项都要乘以这个因子，或者保留括号。',
    'feedback.shape.size_read': '你给出的形状 {got} 只在第 {axis} 轴与要求的 {want} 不同：你那里是 {size}，也就是 {expr}；要求的形状在那里是 {name}，即 {right}{formula}。请根据题目重新算出这个大小。',
    'feedback.shape.typed_missing': '你给出的形状 {got} 比 {want} 少了一个轴：缺的是第 {axis} 轴，大小为 {size}。这是沿该轴取出一个切片的形状（例如题目问整个批次，你只算了一个序列）；计算会保留输入的每一个轴，所以答案也要保留它。',
    'feedback.prop.zero_branch': '沿你的 {shape} 输出的第 {axis} 轴，第 {right} 项是对的，第 {wrong} 项全为零：你的代码在某个分支里对整个输入返回了零（if …: return torch.zeros_like(…)），只要有一个元素属于特殊情况，这个条件对整个批次就成立。请单独处理那个元素（只把它自己的行置零），其余元素照常计算。',
    'feedback.prop.computed_zero': '沿你的 {shape} 输出的第 {axis} 轴，第 {right} 项是对的，第 {wrong} 项全为零，而你的代码里没有能跳过它们的循环或切片：它们是被算成零的。exp 下溢就会这样（当 m 远大于 x 时 exp(x − m) 为 0：减去的最大值不是每个切片自己的，例如对整个张量取的 x.max()），再在分母上加一个 epsilon 就把 0/0 掩盖了。请减去每个切片自己的最大值（amax(dim, keepdim=True)）。',
    'rewrite.dropout_eval': '你的输出里缺少了 dropout（p = {p}），而你的代码把它置于评估模式（.eval() 或 training=False），此时 dropout 什么都不做。这里它必须丢弃：在计算权重的地方让模块保持训练模式（model.train() 或 training=True）。',
    'rewrite.scores_lost': '保留下来的键的分数丢了：在你的权重里，每个保留的键得到同样的权重，就好像每个保留的分数都是 0，只有被遮住的键被隐藏了。把掩码乘以 -inf 再加上去就会这样（0 × -inf 是 NaN，不是 0），NaN 又被清成 0（nan_to_num）；把填充值写进一个新张量也会这样。请保留分数，只遮住被掩码的位置：scores.masked_fill(mask, -inf)。',
    'feedback.shape.reversed': '你的形状 {got} 就是所问的 {want} 倒过来读：每个轴都从最后一个排到第一个。这正是 reversed(t.shape) 或 t.shape[::-1] 给出的结果，也是列优先的语言（Julia、MATLAB、Fortran）列出形状的顺序，以及对超过两个轴的张量使用 .T 的效果。PyTorch 从第一个轴开始列出形状：{want}。',
    'feedback.shape.layout': '你的形状 {got} 与 {want} 含有同样多的数值，但它读作 {reading}：本该分开的轴被合并成了一个（· 表示合并），这是另一种布局（比如 nn.MultiheadAttention 内部用的那种），不是题目要的。题目要的布局让每个轴各自分开，顺序为 {asked} = {want}。',
    'feedback.float_size': '你代码的第 {line} 行 `{code}` 报错：{error}。尺寸、轴或下标必须是整数（int），而这里 {floats} 是浮点数。在 Python 3 中，/ 总是得到浮点数，即使能整除也一样（2 / 2 是 1.0）：尺寸要用 // 来除（2 // 2 是 1），或者用 int() 包起来。',
    'feedback.float_size_line': '你代码的第 {line} 行 `{code}` 报错：{error}。尺寸、轴或下标必须是整数（int），而这一行里有一个值是浮点数。在 Python 3 中，/ 总是得到浮点数，即使能整除也一样（2 / 2 是 1.0）：尺寸要用 // 来除（2 // 2 是 1），或者用 int() 包起来。',
    'rewrite.keepdim_nocall': '你的结果正是正确计算中某个张量丢掉了一个本该保留的大小为 1 的轴时得到的（就像不加 keepdim=True 的 `{op}` 那样），于是下一步把它与错误的轴对齐广播。你的代码里没有这样的 `{op}`：找出那个与另一个张量相遇时少了一个轴的张量（像 [:, None, :] 这样漏掉一个轴的下标、丢掉该轴的 expand 或 view、不带 keepdim=True 的归约），把那个轴在它的位置上补回来。',
    'mistake.mask_diagonal_tril': '对角线也被遮住了：你的掩码来自 torch.tril，而它保留的键停在每个查询之前，所以没有词元能看到自己，第一个词元什么都看不到（NaN），每个词元也失去了给自己的权重。tril 用 diagonal=0（默认值）时保留对角线（diagonal=-1 从对角线下方一格开始）；或者用 triu(…, diagonal=1) 标出未来并把它遮住。',
    'mistake.mask_diagonal_other': '对角线也被遮住了：每个词元都看不到自己，所以第一个词元什么都看不到（NaN），每个词元也失去了给自己的权重。只有查询之后的键（j > i）才该被遮住：让掩码从对角线上方一格开始（triu_indices 用 offset=1，triu 用 diagonal=1，比较时用 j > i 而不是 j >= i）。',
    'feedback.raised_in_call': '你代码的第 {line} 行 `{code}` 在 {callee} 内部报错：{error}。{callee} 的参数顺序是 ({params})，所以你按位置传入的值分别给了 {given}。逐个检查它们是否是你想要的（尺寸、上下文长度、dropout、头数）；按名字传参（比如 dropout=0.0）就不会弄混。',
    'feedback.along_at': "也就是第 {line} 行 `{code}`：其中的 `{op}` 沿着这个轴进行。",
    'feedback.along_at_cell': "也就是第 {cell} 个单元格第 {line} 行 `{code}`：其中的 `{op}` 沿着这个轴进行。",
    'feedback.unrestored_at': '你的值除了轴的顺序之外都是对的，而第 {line} 行 `{code}` 是你的代码唯一移动轴的地方（其中的 `{op}`）：之后没有任何地方把轴移回来，所以结果保持了那个顺序。返回之前把轴移回去（用能撤销它的那一步：transpose 再做一次就撤销了自己，movedim(a, b) 由 movedim(b, a) 撤销，permute 由它的逆排列撤销），或者直接沿着轴原来所在的位置计算。',
    'feedback.unrestored_at_cell': '你的值除了轴的顺序之外都是对的，而第 {cell} 个单元格第 {line} 行 `{code}` 是你的代码唯一移动轴的地方（其中的 `{op}`）：之后没有任何地方把轴移回来，所以结果保持了那个顺序。返回之前把轴移回去（用能撤销它的那一步：transpose 再做一次就撤销了自己，movedim(a, b) 由 movedim(b, a) 撤销，permute 由它的逆排列撤销），或者直接沿着轴原来所在的位置计算。',
    'feedback.raised_index_leading': '你的代码报错：{error}。第 {line} 行 `{code}` 用 {count} 个普通下标去索引 {tensor}，这些下标指的是它最前面的几个轴；而你的循环数的是它最后几个轴的大小（从形状的末尾读出来的）。前面还有别的轴（批次、头）时，{var} 就落在了较短的第 {axis} 维上。下标也要从末尾数：{fixed}。',
    'feedback.prop.hidden_weight_overflow': '应当被看到的位置没有得到权重：在 {where} 处你的值是 0，而应为 {want}。这些零不是掩码造成的，而是来自溢出的 exp（见下文）。',
    'feedback.prop.kept_entries': '你的输出除了 {total} 个元素中的 {count} 个之外都是对的（第一个在 {where}），而这些元素仍然原样保存着 {name} 在同一位置上的值：它们从未被计算过。结果以 {name} 的副本开始（clone()，或直接原地写入 {name}），却只覆盖了其中一部分，就会这样。让每个位置都得到自己的值：从一个在这些位置上已经是正确值的张量开始（不该得到权重的位置用零），或者一次算出整个张量。',
    'feedback.prop.slices_batch_located': '沿形状 {shape} 的第 {axis} 维（批次轴），有些序列是对的（{right}），有些是错的（{wrong}）。',
    'feedback.prop.slices_heads_located': '沿形状 {shape} 的第 {axis} 维（头的轴），有些头是对的（{right}），有些是错的（{wrong}）。',
    'feedback.prop.slices_located': '沿形状 {shape} 的第 {axis} 维，有些切片是对的（{right}），有些是错的（{wrong}）。',
    'feedback.prop.slices_batch': '沿形状 {shape} 的第 {axis} 维（批次轴），有些序列是对的（{right}），有些是错的（{wrong}）：看看这些序列的输入有什么不同（它们的填充或长度，批次中的某一项被错误地索引或遍历）。',
    'feedback.prop.slices_heads': '沿形状 {shape} 的第 {axis} 维（头的轴），有些头是对的（{right}），有些是错的（{wrong}）：看看这些头有什么不同（头的下标、对头的循环、每个头所取的特征切片）。',
    'feedback.prop.slice_factors_eps': '你的 {shape} 输出沿 dim={dim} 的每个切片都是正确结果乘以它自己的一个因子（从 {low} 到 {high}），而你的代码在一个求和上加了一个很小的 epsilon：问题就出在这里。当各项不算太小时 epsilon 不起作用，但当指数项非常小时（减去的最大值不是在同一批保留的元素上取的，例如把填充位置也算进去了，会让它们下溢到接近 0），epsilon 就主导了这个和，切片之和不再是 1。请在保留的元素上取最大值再相减，并且不要给有保留项的和加 epsilon（只在一项都不保留的行上用它，或改用带掩码的 softmax）。',
    'rewrite.mask_axes_reshape': '你的掩码先建成了 {got} 的表，然后用 reshape（或 view）硬改成 {want}：reshape 保持元素在内存中的顺序，只是重新切成行，于是各个位置落到了别的序列的行里。交换两个轴要用转置（.T、transpose(0, 1)）；更好的是直接建 {want} 的表：按你的代码原来的比较方向，把 arange(n)[None, :] 与 lengths[:, None] 比较（每个序列一行）。',
    'rewrite.reshape_for_transpose': '形状为 {shape} 的张量在需要交换轴（{want}）的地方被 reshape（或 view）成了转置后的大小：reshape 保持元素在内存中的顺序，只是重新切分，所以元素落到了错误的位置。请用 transpose({want})（矩阵用 .T）。',
    'feedback.raised_index_loop': '你的代码报错：{error}。第 {line} 行 `{code}` 把循环变量 {var} 放在了 {tensor} 的第 {axis} 维上，而这一维只有 {size} 个元素，可 {var} 的取值是 {range}：循环数的是另一维的元素个数（这里更大的有：{larger}），而不是它所索引的这一维。如果 {var} 本该遍历第 {axis} 维，就按 {own} 来循环；如果它本该遍历下一维，即第 {next} 维，就把它放到那里：{beside}。',
    'feedback.raised_index_loop_heads': '你的代码报错：{error}。第 {line} 行 `{code}` 把循环变量 {var} 放在了 {tensor} 的第 {axis} 维上，而这一维只有 {size} 个元素，可 {var} 的取值是 {range}：循环数的是另一维的元素个数（这里更大的有：{larger}），而不是它所索引的这一维。如果 {var} 本该遍历第 {axis} 维，就按 {own} 来循环；如果它本该遍历下一维，即第 {next} 维（(b, h, n, hd) 张量的头所在的维），就把它放到那里：{beside}。',
    'rewrite.tiled_view_other': "你把权重铺到各个特征上的顺序不对：这个 {n} × {k} 的表是按行从平铺的权重里填出来的（第 1 行是 w₁..w_{k}，"
        "第 2 行是接下来的 {k} 个，依此类推），对平铺或扩展后的张量做 reshape 或 view 就会这样填，而不是让第 j 行的每一列都是它自己的权重 w_j；"
        "于是每个词元的特征被别的词元的权重加权了。要把每个权重广播到它的词元的各个特征上，请用 w[:, None]（或 w.unsqueeze(1)），或者直接用乘积 w @ x。",
    'rewrite.tiled_view': '你用 repeat 和 view 把权重铺到各个特征上：w.repeat({k}).view({n}, {k}) 按顺序填行，第 1 行是 w₁..w_{k}，第 2 行是接下来的 {k} 个，依此类推，而不是让第 j 行的每一列都是它自己的权重 w_j；于是每个词元的特征被别的词元的权重加权了。要把每个权重广播到它的词元的各个特征上，请用 w[:, None]（或 w.unsqueeze(1)），或者直接用乘积 w @ x。',
    'rewrite.operand_transposed_column': '你的结果是一个反过来写的乘积的某一列：(xᵀ · {what})[:, q] 等于 ({what}ᵀ · x)[q]，所以它混合的是 {what} 的第 q 列（每个查询给词元 q 的权重），而不是第 q 行（查询 q 自己对所有键的权重，和为 1）。请把权重放在前面，取乘积的第 q 行：({what} @ x)[q]，或 {what}[q] @ x。',
    # --- 答案自己的计算第一次偏离正确计算的地方（attnlab.grading.divergence）---
    'feedback.diverge_at': "你的代码在第 {line} 行第一次偏离了正确的计算：`{code}`。在此之前，你的值都和正确解法的步骤一致；这一行（其中的 `{op}`）得到的值却不属于任何正确的步骤，之后也没有再回到正确的值上。请先检查这一行。",
    'feedback.diverge_at_plain': "你的代码在第 {line} 行第一次偏离了正确的计算：`{code}`。在此之前，你的值都和正确解法的步骤一致；这一行得到的值却不属于任何正确的步骤，之后也没有再回到正确的值上。请先检查这一行。",
    'feedback.diverge_at_cell': "你的代码在第 {cell} 个单元格第 {line} 行第一次偏离了正确的计算：`{code}`。在此之前，你的值都和正确解法的步骤一致；这一行（其中的 `{op}`）得到的值却不属于任何正确的步骤，之后也没有再回到正确的值上。请先检查这一行。",
    'feedback.diverge_at_cell_plain': "你的代码在第 {cell} 个单元格第 {line} 行第一次偏离了正确的计算：`{code}`。在此之前，你的值都和正确解法的步骤一致；这一行得到的值却不属于任何正确的步骤，之后也没有再回到正确的值上。请先检查这一行。",
    'diverge.low_precision': "这一行得到的是 float16 张量：float16 只保留大约三位有效数字，所以舍入误差会出现在小数点后第 4 位。请保持 float32（去掉那里的 .half() 或 dtype=torch.float16）。",
    'diverge.low_precision_bf16': "这一行得到的是 bfloat16 张量：bfloat16 只保留两到三位有效数字，所以舍入误差会出现在小数点后第 3 或第 4 位。请保持 float32（去掉那里的 .bfloat16() 或 dtype=torch.bfloat16）。",
    'diverge.scaled': "它的值是正确那一步的 {factor} 倍。",
    'diverge.along': '它沿形状为 {of} 的张量的 dim={dim} 进行计算：检查这是否就是此处该用的轴（以及这一步是否本该出现在这里）。',
    'diverge.view_written': "它原地（`{op}`）写入一个切片或视图，而切片与它所切出的张量共享内存：那个张量也随之改变，你的代码后面又从它读到了改过的值。请用不带下划线的运算（得到新张量），或者在写入前先对切片 .clone()。",
    'diverge.factors_transposed': "把它的两个因子都转置后，就得到正确的一步：这个乘积配对的是另外的维（得到 {got}，而应当是 {want}），就像 x.T @ x（特征与特征）出现在应当用 x @ x.T（每个词元与每个词元）的地方。",
    'diverge.factors_swapped': "把它的两个因子换个顺序，就得到正确的一步（得到 {got}，而应当是 {want}）：a @ b 与 b @ a 配对的是不同的维。",
    'diverge.mask_one_for_all': "它所用的掩码形状是 {mask}，而被遮盖的张量是 {shape}：掩码没有批次这一维（或者这一维大小为 1），所有序列共用一个掩码，每个序列被遮住的位置都一样（某一个序列的填充，或者任何一个序列的填充），而每个序列需要自己的那一行掩码（pad[:, None, None, :]）。",
    'diverge.instead': "在这一步所在的位置，正确的解法计算的是形状相同的 `{right}`。",
    'diverge.other_axis': '它沿形状为 {of} 的张量的 dim={dim} 进行计算；同样的一步沿 dim={right} 做，就会得到正确的值。',
    'diverge.terms': '它得到的是一个乘积中各自分开的项（点积里的每个 x_k · y_k），这些项从未被加起来：点积要把它们求和。在这一步之前用 @ 相乘（或者沿共享的轴用 .sum 把这些项加起来）。',
    'diverge.sum_before_exp': '它加起来的是分数本身（已减去最大值，但还没做 exp），而 softmax 除以的是指数的和：求和的项要和分子完全一样，即 exp(x − max)。',
    'diverge.all_pairs': '它的值是一个向量的每个元素与另一个向量的每个元素两两相乘之和（itertools.product、双重循环或对外积求和得到的就是这个），而点积是按位置一一配对相乘，a_k · b_k（用 zip，或者 @）。',
    'diverge.operand': '这个运算本身没错，但它的第 {nth} 个操作数用错了张量：把那个位置换成{what}（正确计算在那里用的、形状相同的张量），同样的运算就会得到正确的值。检查你在那里传入的是哪个张量。',
    'diverge.what_arg': '`{name}`',
    'diverge.what_data': '输入数据本身',
    'diverge.what_made': '正确计算中此处 {name} 的结果',
    'diverge.what_step': '正确计算中的另一个张量',
    'diverge.diagonal_taken': '它取的是正确的 ({n} × {n}) 那一步的对角线：每个词元只和自己配对（i 对 i），而题目要的是整整一行（一个查询与每个键）。请取那一步中查询所在的行，而不是它的对角线。',
    'diverge.diagonal': '它的值只是正确的 ({n} × {n}) 那一步的对角线：每一行只和自己配对（i 对 i），而需要的是所有的 i、j 对。行与行一一配对就会这样（逐元素相乘再求和、把词元当作批次的 bmm）；应当让每个查询与每个键配对（queries @ keys.T）。',
    'diverge.shift_mismatch': '它的值是正确值的 {factor} 倍，而 {factor} 正是分数最大值的 exp(∓max)：最大值只在比值的一边被减去了（分子是 exp(x − max)，分母却是 exp(x) 的和，或者反过来）。分子和分母都要减去它。',
    'diverge.exp_overflow': '它的 exp 溢出了：在 float32 中 exp 超过约 88.7 就是 inf，有限值除以为 inf 的和得到 0（inf / inf 则是 NaN）。在 exp 之前减去每一行的最大值：exp(x − max) 不会超过 1，得到的 softmax 也一样。',
    'diverge.blocks_reordered': "它含有正确的块，但顺序不对：沿第 {axis} 维切成 {k} 块，它在第 0、1、… 个位置上放的是正确的第 {order} 块。",
    'diverge.blocks_reversed': "它含有正确的块，但顺序正好反了：沿第 {axis} 维切成 {k} 块，最后一块在最前。",
    'diverge.pick_not_pooled': "它用 `{op}` 把形状为 {of} 的输入（这个输入是对的）沿 dim={dim} 的 {count} 个切片合成了一个，但要求的值只是其中一个切片：直接取切片 {index}，不要把它们合起来。",
    'diverge.einsum_letters': "它的下标 '{got}' 配错了轴：'{want}'（把第 {nth} 个操作数的字母 {a} 和 {b} 互换）用同样的操作数给出正确的值（'{other}' 也一样，它是保留第 {nth} 个操作数字母的同一种配对）。",
    'diverge.reordered': "它含有正确的值，但顺序不对：那里交换了两个轴，或者某个 view、reshape 打乱了顺序。",
    'feedback.shape.merged_join': '{what} 的形状应为 {want}，实际为 {got}：你的第 {axis} 维（大小 {size}）是正确形状的第 {axis} 维和下一维（{a} 和 {b}）并成了一维。这些块被拼接（torch.cat）了，而它们应沿一个新维度堆叠（torch.stack），这样才能彼此分开。',
    'feedback.shape.wrong_axis_view': '{what} 的形状应为 {want}，实际为 {got}：你的第 {long} 维长了 {k} 倍（{got_long}，应为 {want_long}），第 {short} 维短了 {k} 倍。你的代码没有拼接也没有切分，所以这些大小来自某个 view 或 reshape：其中一个大小读自另一个轴或另一个张量（多头时 context 的形状是 (b, h, n, hd)：它的第 1 轴数的是头，不是词元）。请从存放它所计数之物的那个轴读取每个大小。',
    'rewrite.scale_inverted_power': '你的分数实际上乘以了 {want}，而应当除以它：你的因子本身已经是 1/{want}（-0.5 次幂就是平方根的倒数），再除以它就等于乘。请乘以这个因子，或者除以平方根本身。',
    'rewrite.scale_inverted_plain': '你的分数实际上乘以了 {want}，而应当除以它（效果相当于 x * {want}，或除以 1/{want}）：应当是 x / {want}。',
    'rewrite.causal_added_prefix': '你的权重只覆盖到每个查询为止的词元：每个词元只给它自己和它前面的词元分配权重，就像只用了到目前为止见过的键（比如切片 [:i + 1]，或像逐个生成词元时那样只填到当前查询的缓存），于是第 1 个词元只看到自己，最后一个才看到全部。这里的注意力没有掩码：每个查询都要给所有词元分配权重，后面的也包括在内。请使用全部的键。',
    'feedback.nan_exp_overflow': '有些行是 NaN：你的代码在对分数取 exp 之前没有先减去最大值，而在 float32 中 exp 超过约 88.7 就是 inf；inf / inf 是 NaN。请在 exp 之前减去每一行的最大值，exp(x - x.amax(dim=-1, keepdim=True))（被填充的键的 -inf 仍是 -inf），或者直接用 torch.softmax。',
    'rewrite.data_centred': '你的数来自先做了中心化的嵌入：每个特征都减去了它在 {n} 个词元上的均值，就像做回归之前那样。注意力直接使用原始的嵌入：对原始向量做点积。',
    'rewrite.data_standardised': '你的数来自先做了标准化的嵌入：每个特征都减去了它在 {n} 个词元上的均值并除以标准差，就像做回归之前那样。注意力直接使用原始的嵌入：对原始向量做点积。',
    'rewrite.softmax_standardised': '你的分数在 softmax 之前被标准化了（减去均值再除以标准差）。给每个分数减去同一个数不会改变 softmax，但除以它们的离散程度会让分布变尖或变平，就像温度一样。请把原始分数交给 softmax。',
    'feedback.prop.masked_weight_finite_fill': "本应没有权重的位置得到了权重：你的代码在被遮住的分数处填了一个有限的数（通过 masked_fill 或 where），而有限数的 exp 永远不会正好是 0，所以被遮住的键仍留有一点权重（这个数离分数越近，权重越大）。请填 float('-inf')：它的 exp 正好是 0。",
    'diverge.operand_broadcast': '它的第 {nth} 个操作数在第 {axis} 轴上的大小是 1，而正确的操作数那里是 {size}：它是正确张量的第 {index} 个切片，被广播去代替全部 {size} 个（比如 [:, :1] 只留下一个头的键或值，给所有头共用）。请保留那一轴的每一个切片。',
    'feedback.prop.slices_copied': '在 {shape} 的第 {axis} 轴上，第 {source} 个切片是对的，而第 {wrong} 个切片的值和第 {source} 个完全一样：同一个切片被给了所有位置（一个不随循环移动的索引，或者对一个切片做了 expand/repeat）。每个切片都需要它自己的值：用循环变量来索引，或者取那一轴上的每一个切片。',
    'rewrite.transpose_axes_typed': '你的形状是把形状为 {shape} 的张量的第 ({got}) 维交换后的结果，而 transpose 交换的是第 ({want}) 维：PyTorch 的维度从 0 开始数，所以 transpose({want}) 交换的是从 0 数起位于 {want} 的两个维度。',
    'feedback.prop.rounded': '你的值是正确的值四舍五入到 {k} 位小数的结果（round(…, decimals)，或从打印结果里抄来的数）：请保留完整的精度。',
    'feedback.prop.normalised_builtin_sum': '你的权重沿 {shape} 输出的 dim={dim}（大小 {size}）求和为 1，而不是沿题目要求的轴：Python 内置的 sum(e) 对张量的第一个轴求和（它逐行遍历 e），不管你想的是哪个轴。请用张量自己的 sum 沿那个轴求和：e.sum(dim=…, keepdim=True)。',
    'rewrite.denominator_no_exp': '你的权重用 exp(分数) 除以原始分数之和；softmax 除以的是指数之和：exp(分数) / Σ exp(分数)。',
    'feedback.slice_minus_zero': '在你的 {shape} 输出的第 {axis} 轴上，第 {right} 项是对的，第 {wrong} 项全为 0。你的代码从一个取负的计数开始切片，x[-(…):]：当这个计数为 0 时（没有填充的序列），-0 就是 0，切片 x[-0:] 是整个轴，而不是空的。请改为从前面数起始位置（x[..., L:]），或单独处理 0 的情况。',
    'rewrite.heads_strided': '你的各个头拿到的是交错的特征：第 i 个头拿到的是每隔 h 个的特征（步长切片 x[..., i::h]），而它应当拿到属于自己的一整块 head_dim 个特征 [i·hd, (i + 1)·hd)：x[..., i * hd:(i + 1) * hd]，或者先 view(b, n, h, hd) 再 transpose(1, 2)。',
    'rewrite.cumsum_for_sum': '你的代码在应该用整体之和的地方用了累加和（cumsum）：每一项得到的是到它为止各项的和，而不是它所在切片的总和（这样写的 softmax 各项之和也不再为 1）。请用沿该轴的总和，x.sum(dim, keepdim=True)。',
    'diverge.batch_flattened': '它的 {n} × {n} 矩阵把不同切片的元素配成了对：前面的轴被展平成了一个（{b} × {t} 行），于是每个元素也会碰到其他切片的元素（在注意力里就是其他序列的词元）。请把这些轴分开：每个切片（每个序列、每一行）一个 {t} × {t} 矩阵，需要掩码时用 n × n 的掩码。',
    'feedback.divide_by_running_total': '第 {line} 行 `{code}` 在 `{op}` 中除以的是累加和（{reduce}）：每一项都除以了到它为止各项的和，而不是整个切片的总和，所以结果之和不为 1；而在前几项为 0 的地方（exp 下溢）就成了 0 / 0 = NaN。请除以沿该轴的总和，x.sum(dim, keepdim=True)。',
    'rewrite.partial_sum': '你的结果只加了乘积之和（点积，或各行的加权和）{n} 项中的前 {k} 项：累加和在结束前就读出，'
        '或循环提前停止。求和要把全部 {n} 项都加起来。',
    'mistake.scaled_twice_reused': '你的分数除以了 head_dim，而不是 √head_dim：你的代码把同一个平方根缩放因子用在了两个地方'
        '（查询和键，或其中之一再加上分数），于是分数带上了两次 √head_dim。只缩放一次：查询、键或分数三者之一，而不是其中两个。',
    'mistake.scaled_twice_written': '你的分数除以了 head_dim，而不是 √head_dim：你的代码两次除以了 head_dim 的平方根（有两行都在缩放，或者一行缩放 q 或 k，另一行又缩放分数）。只缩放一次：把 q @ kᵀ 除以 √head_dim，其他都不要。',
    'rewrite.product_term_left_out': '你的求和漏掉了第 {token} 项（索引 {index}）：加权求和要遍历每一个词元，包括查询自己的那个（跳过它的循环或提前结束的切片都会把它漏掉）。',
}
