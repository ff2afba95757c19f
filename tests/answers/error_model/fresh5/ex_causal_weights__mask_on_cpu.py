# exercise: ex_causal_weights
# mistake: The mask is created on the CPU (torch.ones without device=), so masked_fill fails when the scores are on a GPU. Create it on scores.device.
# mistake_zh: 掩码是在 CPU 上创建的（torch.ones 没有指定 device=），当分数在 GPU 上时 masked_fill 会出错。应在 scores.device 上创建掩码。
# keywords: device, cpu, gpu, scores.device, mask
import torch
import torch.nn as nn


class _Causal(nn.Module):
    def forward(self, scores):
        n = scores.shape[-1]
        future = torch.triu(torch.ones(n, n), diagonal=1).to(torch.bool)
        return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)


ex_causal_weights = _Causal()
