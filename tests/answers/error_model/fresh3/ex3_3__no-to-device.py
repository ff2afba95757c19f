# exercise: ex3_3
# mistake: You never move the module to device, so on a GPU run its parameters stay on the CPU.
# mistake_zh: 你没有把模块移到 device 上，在 GPU 上评分时参数仍然留在 CPU。
# keywords: device, to, cuda, cpu

import torch


def ex3_3(MultiHeadAttention, device):
    torch.manual_seed(123)
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    print(device)
    return mha
