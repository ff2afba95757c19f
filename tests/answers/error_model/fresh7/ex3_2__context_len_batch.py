# exercise: ex3_2
# mistake: Took context_length from batch.shape[0] (the number of sequences, 2) instead of the number of tokens (6); the causal mask is then 2×2 and cannot be applied to 6×6 scores, so the forward pass raises. context_length must be at least the sequence length, 6.
# mistake_zh: 把 context_length 取成了 batch.shape[0]（序列个数 2），而不是 token 数 6；因果掩码只有 2×2，无法作用在 6×6 的分数上，前向传播报错。context_length 至少要等于序列长度 6。
# keywords: context_length, mask, tokens, batch.shape, sequence length
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]])
batch = torch.stack((inputs, inputs), dim=0)


def ex3_2(MultiHeadAttentionWrapper):
    context_length = batch.shape[0]
    d_in = batch.shape[-1]
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
