# exercise: ex3_1
# mistake: The learner went through NumPy with np.asarray(..., dtype=float), which makes float64 parameters; sa_v1(x) then fails (or mixes dtypes) on the book's float32 inputs. Keep float32: use weight.T directly, or .astype(np.float32).
# mistake_zh: 学习者借助 NumPy 并用了 np.asarray(..., dtype=float)，得到的是 float64 参数；sa_v1(x) 在书中 float32 输入上会出错（或混合 dtype）。应保持 float32：直接用 weight.T，或 .astype(np.float32)。
# keywords: dtype, float64, float32, numpy
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    def to_v1(layer):
        kernel = np.asarray(layer.weight.detach().numpy(), dtype=float).T
        return torch.nn.Parameter(torch.from_numpy(kernel.copy()))

    sa_v1.W_query = to_v1(sa_v2.W_query)
    sa_v1.W_key = to_v1(sa_v2.W_key)
    sa_v1.W_value = to_v1(sa_v2.W_value)
