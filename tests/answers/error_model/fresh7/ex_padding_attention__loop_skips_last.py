# exercise: ex_padding_attention
# mistake: The per-sequence loop runs over range(len(lengths) - 1), so the last sequence of the batch is never written and stays all zeros. Every batch entry must be processed: range(len(lengths)) (or vectorize).
# mistake_zh: 逐序列的循环写成了 range(len(lengths) - 1)，批次中最后一个序列从未被写入，全部为 0。必须处理每个批次元素：range(len(lengths))（或者向量化）。
# keywords: loop, range, last sequence, batch entry, off-by-one
import torch


def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    for i in range(len(lengths) - 1):
        L = int(lengths[i])
        if L == 0:
            continue  # whole sequence is padding -> rows stay 0
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
