# exercise: ex_split_merge
# mistake: When merging, the learner transposed axes 2 and 3 (tokens and head features) instead of axes 1 and 2 (heads and tokens), so the reshape mixes tokens into the features. Use context.transpose(1, 2) before reshaping to (b, n, num_heads·hd).
# mistake_zh: 合并时学习者交换的是第 2、3 维（词元与头内特征），而不是第 1、2 维（头与词元），于是 reshape 把词元混进了特征。应先 context.transpose(1, 2)，再 reshape 成 (b, n, num_heads·hd)。
# keywords: transpose(1, 2), axes, merge, reshape
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.transpose(2, 3).reshape(b, n, -1)
    return heads, merged
