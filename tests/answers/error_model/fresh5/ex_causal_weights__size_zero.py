# exercise: ex_causal_weights
# mistake: n = scores.shape[0] is the number of tokens only for a 2-D (n, n) input; with leading batch or head axes it is the batch size, so the mask has the wrong size. Take n from the last axis: scores.shape[-1].
# mistake_zh: n = scores.shape[0] 只有在二维 (n, n) 输入时才是 token 数；有批次轴或头轴时它是批次大小，掩码尺寸就错了。应从最后一维取 n：scores.shape[-1]。
# keywords: shape[0], shape[-1], batch, last axis, mask size
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), -1)
