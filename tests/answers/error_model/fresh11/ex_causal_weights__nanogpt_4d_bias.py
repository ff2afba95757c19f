# exercise: ex_causal_weights
# mistake: The learner uses nanoGPT's (1, 1, T, T) bias buffer, bias[:, :, :T, :T], which only fits (B, nh, T, T) scores; for (n, n) or (b, n, n) scores it broadcasts to extra leading axes. The mask must be (n, n) so it broadcasts over any leading axes.
# mistake_zh: 学习者使用 nanoGPT 的 (1, 1, T, T) bias 缓冲区 bias[:, :, :T, :T]，它只适配 (B, nh, T, T) 的分数；对 (n, n) 或 (b, n, n) 的分数会广播出多余的前导轴。掩码应为 (n, n)，才能对任意前导轴广播。
# keywords: broadcast, shape, (n, n), leading axes
import torch

block_size = 1024
bias = torch.tril(torch.ones(block_size, block_size)).view(1, 1, block_size, block_size)


def ex_causal_weights(scores):
    T = scores.size(-1)
    att = scores.masked_fill(bias[:, :, :T, :T].to(scores.device) == 0, float('-inf'))
    return torch.softmax(att, dim=-1)
