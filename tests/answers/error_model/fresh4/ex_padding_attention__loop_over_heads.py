# exercise: ex_padding_attention
# mistake: The loop runs over the head axis (scores.shape[1]) and uses lengths[i] for head i, confusing heads with sequences; lengths belongs to the batch axis 0, so each sequence's length must apply to all heads of that sequence.
# mistake_zh: 循环遍历的是头维（scores.shape[1]），并把 lengths[i] 用在第 i 个头上，把头和序列搞混了；lengths 对应批次维 0，每个序列的长度应作用于该序列的所有头。
# keywords: batch, heads, axis, lengths, sequence
import torch


def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    for i in range(scores.shape[1]):                 # 每个头一个长度
        L = int(lengths[i])
        if L == 0:
            continue
        out[:, i, :L, :L] = torch.softmax(scores[:, i, :L, :L], dim=-1)
    return out
