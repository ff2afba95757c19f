# exercise: ex_split_merge
# mistake: For the merge the learner reshaped (b, h, n, hd) straight to (b, n, h, hd) with view, thinking a view reorders the axes; it only relabels the memory, so tokens and heads are mixed. Use context.transpose(1, 2) (or permute(0, 2, 1, 3)) before merging.
# mistake_zh: 合并时学习者用 view 把 (b, h, n, hd) 直接改成 (b, n, h, hd)，以为 view 会重排各维；它只是重新解释内存，于是词元和头混在一起。合并前应使用 context.transpose(1, 2)（或 permute(0, 2, 1, 3)）。
# keywords: transpose(1, 2), view, merge
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.contiguous().view(b, n, num_heads, -1).flatten(2)
    return heads, merged
