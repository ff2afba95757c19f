# exercise: ex3_2
# mistake: In the wrapper d_out is the width of one head and the 2 heads are concatenated, so d_out=2 gives (2, 6, 4); use d_out=1 to get 2-dimensional context vectors.
# mistake_zh: 在 wrapper 中 d_out 是单个头的宽度，两个头会拼接起来，所以 d_out=2 得到 (2, 6, 4)；要得到二维上下文向量应取 d_out=1。
# keywords: d_out, heads, concatenate, per-head, 1

import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
batch = torch.stack((inputs, inputs), dim=0)


def ex3_2(MultiHeadAttentionWrapper):
    context_length = batch.shape[1]
    d_in = batch.shape[2]
    d_out = 2          # we want 2-dimensional output
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
