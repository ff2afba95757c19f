# exercise: ex_stable_softmax
# mistake: The numpy round trip only works for CPU tensors without grad: x.numpy() raises for a CUDA tensor, and torch.from_numpy returns a CPU tensor. Stay in torch (x.amax, torch.exp) so the result is on x's device.
# mistake_zh: 转到 numpy 再转回来只对不需要梯度的 CPU 张量有效：CUDA 张量调用 x.numpy() 会报错，而 torch.from_numpy 返回的是 CPU 张量。请全程使用 torch（x.amax、torch.exp），让结果留在 x 所在的设备上。
# keywords: numpy, device, cuda, cpu, stay in torch
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.numpy()
    e = np.exp(a - a.max(axis=dim, keepdims=True))
    return torch.from_numpy(e / e.sum(axis=dim, keepdims=True))
