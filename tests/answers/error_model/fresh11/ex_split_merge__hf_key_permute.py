# exercise: ex_split_merge
# mistake: The learner copies GPT-2's HF _split_heads for keys, permute(0, 2, 3, 1), which gives (b, h, hd, n); the heads must be (b, h, n, hd): permute(0, 2, 1, 3) / transpose(1, 2).
# mistake_zh: 学习者照搬了 HF GPT-2 针对键的 _split_heads，permute(0, 2, 3, 1)，得到 (b, h, hd, n)；头的形状应为 (b, h, n, hd)：permute(0, 2, 1, 3) 或 transpose(1, 2)。
# keywords: permute, (b, h, n, hd), transpose, shape
def _split_heads(x, n_head, k=False):
    new_x_shape = x.size()[:-1] + (n_head, x.size(-1) // n_head)
    x = x.view(*new_x_shape)
    return x.permute(0, 2, 3, 1)  # (batch, head, head_features, seq_length)


def _merge_heads(x):
    x = x.permute(0, 2, 1, 3).contiguous()
    new_x_shape = x.size()[:-2] + (x.size(-2) * x.size(-1),)
    return x.view(*new_x_shape)


def ex_split_merge(x, num_heads, context):
    return _split_heads(x, num_heads), _merge_heads(context)
