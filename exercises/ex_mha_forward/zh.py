"""Exercise ex_mha_forward: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_mha_forward.title": "实现 MultiHeadAttention.forward",
    "ex_mha_forward.statement": "编写 `ex_mha_forward(mha, x)`：实现高效多头注意力类的前向传播。"
        "`mha` 有 `W_query`、`W_key`、`W_value`、`out_proj`、`dropout`（与书中相同，p = 0）"
        "这些层，缓冲区 `mask`（context_length × context_length，对角线以上为 1；"
        "上下文长度可能大于词元数），以及整数 `num_heads`、`head_dim`、`d_out`，但它自己没有 "
        "forward。`x` 的形状为 (b, n, d_in)；返回 (b, n, d_out) 的上下文向量：因果、分数按 "
        "√head_dim 缩放、（如果使用）dropout 作用在注意力权重上。{device_rule}",
    "ex_mha_forward.hint.1": "先投影，再 view(b, n, num_heads, head_dim).transpose(1, 2)。",
    "ex_mha_forward.hint.2": "mask.bool()[:n, :n] 标出了未来的位置；在对键（最后一维）做 "
        "softmax 之前填入 -inf。",
    "ex_mha_forward.hint.3": "算完 weights @ values 后转置回来，用 .contiguous().view（或 "
        "reshape）合并，最后经过 out_proj。",
    "ex_mha_forward.no_mask": "你的输出是没有因果掩码的注意力：请在 softmax 之前应用 mask.bool()[:n, :n]。",
    "ex_mha_forward.no_scale_written": "分数没有被缩放，尽管你的代码为缩放计算了平方根：这个因子在 softmax 之前没有作用到 q @ kᵀ 上。"
        "请检查它用在了哪里（乘到另一项上的关键字参数，比如 baddbmm 的 beta 而不是 alpha，或者结果没有被保留）。",
    "ex_mha_forward.no_scale": "分数没有缩放：请在 softmax 之前把它们除以 √head_dim。",
    "ex_mha_forward.scale_d_out": "你用 d_out（或 √d_out）来缩放，这是所有头合起来的维度：每个头的分数应除以 √head_dim。",
    "ex_mha_forward.scale_after": "你在 softmax 之后才缩放：请在 softmax 之前把分数除以 √head_dim。",
    "ex_mha_forward.softmax_dim": "softmax 的维度不对：每个查询的权重要在键上归一化，也就是最后一维（dim=-1）。",
    "ex_mha_forward.view_no_transpose": "你的拆分把 (b, n, d_out) 的投影直接读成了多头的布局（view 或 reshape 成 "
        "(b, num_heads, n, head_dim)，或 (b·num_heads, n, head_dim)），这会把词元混在一起：每个头拿到的是好几个词元的特征。"
        "请先 view 成 (b, n, num_heads, head_dim)，再 transpose(1, 2)。",
    "ex_mha_forward.merge_no_transpose": "合并时缺少转置：(weights @ values) 的形状是 (b, h, n, hd)；合并成 (b, n, d_out) 之前要先 "
        "transpose(1, 2) 回到 (b, n, h, hd)。",
    "ex_mha_forward.no_out_proj": "缺少输出投影：请对合并后的上下文向量应用 mha.out_proj。",
    "ex_mha_forward.mask_unsliced": "掩码的大小是 context_length × context_length，比这里的 n 个词元长：请切片为 mask.bool()[:n, :n]。",
    "ex_mha_forward.sdpa_no_transpose": "scaled_dot_product_attention 在倒数第二维上做注意力，而你的 q、k、v 形状是 "
        "(b, n, num_heads, head_dim)，所以它混合的是头而不是词元：调用前先 transpose(1, 2) 成 "
        "(b, num_heads, n, head_dim)，之后再转置回来。",
    "ex_mha_forward.sdpa_inverted": "scaled_dot_product_attention 保留布尔 attn_mask 中为 True 的位置，与书中的掩码正好相反："
        "请传入 ~mask.bool()[:n, :n]，或者使用 is_causal=True。",
    "ex_mha_forward.mask_tril": "你遮住的是过去和对角线，而不是未来：未来是上三角 torch.triu(..., diagonal=1)，缓冲区 mha.mask 中已经存好了。",
    "ex_mha_forward.scale_d_in_heads": "你用 √(d_in // num_heads) 来缩放，这是用输入的宽度算出来的头维度："
        "各个头切分的是投影之后的 d_out 个特征，所以每个头的分数应除以 √head_dim，其中 head_dim = d_out // num_heads（mha.head_dim）。",
    "ex_mha_forward.scale_d_in": "你用 d_in（或 √d_in，输入嵌入的维度）来缩放：每个头的分数应除以 √head_dim。",
    "ex_mha_forward.scale_tokens": "你除以的是词元个数的平方根：缩放取决于每个查询向量和键向量的长度 √head_dim，而不是词元有多少个。",
    "ex_mha_forward.scale_heads": "你除以的是 √num_heads：每个头的分数应除以 √head_dim，即该头查询向量和键向量的长度。",
    'ex_mha_forward.scores_transposed_sdpa': '分数矩阵转置了：F.scaled_dot_product_attention 的参数顺序是 (query, key, value)，而你的调用把键放在了查询的位置、把查询放在了键的位置，所以它算的是 keys @ queriesᵀ。请按 scaled_dot_product_attention(q, k, v) 传入。',
    "ex_mha_forward.scores_transposed_einsum": "分数矩阵转置了：你的 einsum 在输出中把键的下标放在了查询的下标之前（写成 …kq，而应是 …qk），于是第 i 行存的是每个查询给键 i 的分数。请让输出先写查询，'bhqd,bhkd->bhqk'，这样第 i 行才是查询 i 对各个键的分数（再沿最后一个轴掩码和归一化）。",
    "ex_mha_forward.wide_raised": "你的前向计算在 float32 下给出正确的值，但换成 float64 的模块和输入（float64 的 notebook 里就是这样）时会报错：{error}。第 {line} 行 `{code}`：代码里写死的 dtype（.float()、dtype=torch.float32，或按 torch 默认的 float32 新建的张量）在那里遇到了 float64 张量。请全程保持输入的 dtype：用 .to(x.dtype) 转回，新建张量时用 dtype=x.dtype。",
    "ex_mha_forward.wide_raised_noline": "你的前向计算在 float32 下给出正确的值，但换成 float64 的模块和输入（float64 的 notebook 里就是这样）时会报错：{error}。代码里写死的 dtype（.float()、dtype=torch.float32，或按 torch 默认的 float32 新建的张量）遇到了 float64 张量：请全程保持输入的 dtype（.to(x.dtype)、dtype=x.dtype）。",
    "ex_mha_forward.scores_transposed": "分数矩阵转置了：keys @ queriesᵀ 把键放在了行上。请计算 queries @ keys.transpose(2, 3)，"
        "使第 i 行是查询 i 的分数。",
    "ex_mha_forward.sdpa_float_mask": "浮点类型的 attn_mask 会被加到分数上，所以缓冲区里的 1 只是稍微改变了未来的分数：请传入布尔掩码"
        "（True 表示保留，即 ~mask.bool()[:n, :n]），或者使用 is_causal=True。",
    'ex_mha_forward.stateful_again': '你的答案在每个模块上第一次调用时都是对的，但在同一个 mha 上再用少一个词元的输入调用时，结果就错了（或抛出错误）：它保留了第一次调用中的某样东西（缓存在 mha 上、全局变量里或默认参数里的掩码或尺寸），并把它用在了另一长度的输入上。每次调用都要由 x 和 mha 的层重新计算：用本次调用的 n 切片缓冲区，mha.mask.bool()[:n, :n]。',
    'ex_mha_forward.stateful_values': '你的答案在每个模块上第一次调用时都是对的，但在同一个 mha 上再用另一个同样形状的输入（同样的词元倒过来排列）调用时，结果就错了：它保留了由第一次的 x 算出的某样东西（缓存在 mha 上的键或值、全局变量、默认参数），并把它用在了下一次的 x 上。前向计算要用本次调用的 x 投影出键、值和查询：两次调用之间不要保留任何东西。',
    'ex_mha_forward.stateful': '同样的输入，你的输出却一次调用和下一次调用不一样，而你的代码并没有用到任何随机数：它在两次调用之间保存了某些东西（例如之前的键和值组成的缓存、全局变量、设在 mha 上的属性），改变了下一次调用算出的结果。前向计算只取决于它的输入：每次调用都只用 x 和 mha 的各层把一切算出来。',
    'ex_mha_forward.random_layer': '你的输出每次调用都不同：你的代码在前向计算里新建了一个层（nn.Linear 之类），而每个新层都会随机抽取新的权重。请使用 mha 已经有的层（mha.W_query、mha.W_key、mha.W_value、mha.out_proj）：要用的就是它们的权重。',
    "ex_mha_forward.random": "你的输出每次调用都不同：dropout 处于启用状态（F.dropout 默认是训练模式）。请使用 mha.dropout，或者不用 dropout。",
    'ex_mha_forward.mask_inverted_fill': '你的掩码反了：mha.mask 在对角线以上（未来）为 1，所以 `mask == 0`（或 ~mask、1 − mask）选中的是过去和对角线，masked_fill 把它们隐藏了，每个查询只剩下未来（最后一行什么都不剩：得到 NaN，nan_to_num 只是把它掩盖了）。应在缓冲区为 1 的位置填充：masked_fill(mha.mask.bool()[:n, :n], -inf)。',
}
