# exercise: ex_split_merge
# mistake: The per-sequence loop starts at 1, so batch entry 0 keeps the zeros it was created with; loop over every sequence (range(b)) or split the whole batch at once.
# mistake_zh: 逐序列的循环从 1 开始，批次第 0 项保留了创建时的 0；应遍历每个序列（range(b)）或一次拆分整个批次。
# keywords: loop, batch entry 0, zeros, range
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.new_zeros(b, num_heads, n, hd)
    for i in range(1, b):
        heads[i] = x[i].reshape(n, num_heads, hd).permute(1, 0, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, d)
    return heads, merged
