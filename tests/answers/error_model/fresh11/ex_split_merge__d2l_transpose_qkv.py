# exercise: ex_split_merge
# mistake: The learner uses d2l's transpose_qkv, which packs batch and heads into one axis, (b·h, n, hd); the exercise wants the heads kept as their own axis: (b, h, n, hd), without the final reshape.
# mistake_zh: 学习者用了 d2l 的 transpose_qkv，它把 batch 和头合并成一个轴 (b·h, n, hd)；题目要求头保持为单独的轴：(b, h, n, hd)，去掉最后那次 reshape。
# keywords: (b, h, n, hd), heads axis, reshape, shape
def transpose_qkv(X, num_heads):
    X = X.reshape(X.shape[0], X.shape[1], num_heads, -1)
    X = X.permute(0, 2, 1, 3)
    return X.reshape(-1, X.shape[2], X.shape[3])


def transpose_output(X, num_heads):
    X = X.reshape(-1, num_heads, X.shape[-2], X.shape[-1])
    X = X.permute(0, 2, 1, 3)
    return X.reshape(X.shape[0], X.shape[1], -1)


def ex_split_merge(x, num_heads, context):
    return transpose_qkv(x, num_heads), transpose_output(context, num_heads)
