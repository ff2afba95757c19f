"""Exercise ex3_2: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex3_2.title": "练习 3.2 · 返回二维嵌入向量",
    "ex3_2.statement": "编写 `ex3_2(MultiHeadAttentionWrapper)`，为书中的批次（2 个序列，每个 6 "
        "个词元、3 维，dropout 0.0，且与书中一样查询、键、值层不带偏置）创建并返回一个 `num_heads=2` 的包装器，"
        "使输出的上下文向量是二维的，即形状为 (2, 6, 2)。",
    "ex3_2.hint.1": "包装器把各个头拼接起来：输出维度是 num_heads × d_out。",
    "ex3_2.hint.2": "在包装器中，d_out 是单个头的维度。",
    "ex3_2.heads_shared": "你的包装器中第 {head} 个头的查询、键、值权重与第 0 个头完全相同（同一个 CausalAttention "
        "被放了两次，heads[{head}] = heads[0]，或者复制了它的权重），于是两列输出只是彼此的拷贝。每个头都必须是"
        "有自己权重的独立模块，就像包装器构建时那样：每个头 d_out=1，把构建好的包装器原样返回。",
    "ex3_2.dtype": "你的包装器的各层是 {got}，而书中的批次是 {want}（torch 的默认类型）：用它调用时包装器会抛出错误"
        "（{want} 的输入与 {got} 的权重相乘）。请按构造出来的样子返回包装器，不要 .double()、.half() 或 .to(dtype)。",
    "ex3_2.bias": "你的包装器中查询、键、值层带有偏置：包装器收到的 qkv_bias 在 Python 看来为真"
        "（True、1，或任何不为假的对象，例如一个 Enum 成员）。本练习沿用书中的调用，"
        "qkv_bias=False：只需修改 d_out。带偏置时这些层抽取的初始权重不同，输出也就与书中的不一样。",
    "ex3_2.wrapper_inside": "你返回的是一个 {got}，里面装着一个 MultiHeadAttentionWrapper（{heads} 个头，"
        "每个 d_out={d_out}，共 {width} 个特征），另外还有别的层。请直接返回包装器本身，并让它自己的输出就是 2 个特征："
        "包装器里的 d_out 是单个头的大小，所以应取 d_out=1、num_heads=2，不需要额外的层来缩小宽度。",
    "ex3_2.not_wrapper": "请返回 MultiHeadAttentionWrapper 的实例，而不是 {got}。",
    'ex3_2.heads_cut': '你返回的包装器有 {got} 个头：你的代码先构建它，再修改它的头（w.heads = …），于是模块不再有构建时的两个头。题目要求两个头，num_heads=2，每个头 d_out=1：请选好 d_out，让拼接后的输出有 2 个特征，并把构建好的包装器原样返回。',
    "ex3_2.heads": "这个包装器有 {got} 个头（num_heads={got}）；练习要求两个头，num_heads=2，每个头 d_out=1，拼接后的输出才有 2 个特征。",
    "ex3_2.d_in": "d_in 是 {got}，但书中词元的维度是 3。",
    "ex3_2.context_axis": "context_length 是 {got}，比批次里的 6 个词元短：{got} 是书中批次沿第 {axis} 维的大小"
        "（(2, 6, 3) 的 batch.shape[{axis}]：依次是序列、词元、特征）。上下文长度数的是词元，batch.shape[1] = 6，"
        "也就是因果掩码必须覆盖的最长输入。",
    "ex3_2.context": "context_length 是 {got}，比批次中的 6 个词元还短：context_length 是因果掩码能覆盖的最长输入（这里至少为 6），不是输出的宽度。",
    "ex3_2.shape": "形状应为 {want}，实际为 {got}：在包装器中 d_out 是每个头的宽度，{heads} 个头会被拼接起来，"
        "所以你设的 d_out = {per_head} 会得到 {heads} × {per_head} 个特征。要得到 {want}，d_out 应为 {want_per_head}。",
    "ex3_2.dropout": "这个包装器的 dropout 是 {got}，但练习要求 dropout 为 0.0：使用 dropout 时，训练模式下每次调用的输出都会变化。",
}
