# exercise: ex3_3
# mistake: It builds the module but never calls .to(device), so it stays on the CPU when grading on another device; it must return MultiHeadAttention(...).to(device).
# mistake_zh: 它构建了模块却没有调用 .to(device)，在其他设备上评分时模块仍留在 CPU；应返回 MultiHeadAttention(...).to(device)。
# keywords: device, .to(device), CPU, GPU
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024,
                             dropout=0.0, num_heads=12)
    torch.device(device)  # make sure the device string is valid
    return mha
