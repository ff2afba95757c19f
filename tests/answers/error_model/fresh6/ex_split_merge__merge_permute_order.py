# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), giving (b, n, hd, h), so the flattened features interleave the heads (feature j of every head together). Head i must occupy features [i·hd, (i+1)·hd): permute to (b, n, h, hd), i.e. transpose(1, 2).
# mistake_zh: 合并时用了 permute(0, 2, 3, 1)，得到 (b, n, hd, h)，展平后各头的特征交错在一起（每个头的第 j 个特征挨在一起）。头 i 必须占据特征 [i·hd, (i+1)·hd)：应排成 (b, n, h, hd)，即 transpose(1, 2)。
# keywords: permute, order, interleave, (b, n, h, hd), merge
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
