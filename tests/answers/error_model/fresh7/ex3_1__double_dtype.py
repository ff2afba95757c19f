# exercise: ex3_1
# mistake: Converted the weights to float64 (.double(), a numpy habit) when wrapping them in nn.Parameter; the book's inputs are float32, so x @ W mixes float and double and raises a dtype error. Keep the parameters float32 like sa_v2's weights.
# mistake_zh: 在包装成 nn.Parameter 时把权重转成了 float64（.double()，numpy 习惯）；书中的输入是 float32，x @ W 混合了 float 和 double，会报 dtype 错误。参数应保持和 sa_v2 一样的 float32。
# keywords: dtype, float64, double, float32, matmul
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    # go through numpy to be sure we get a real copy
    Wq = np.array(sa_v2.W_query.weight.detach().numpy().T, dtype=np.float64)
    Wk = np.array(sa_v2.W_key.weight.detach().numpy().T, dtype=np.float64)
    Wv = np.array(sa_v2.W_value.weight.detach().numpy().T, dtype=np.float64)
    sa_v1.W_query = torch.nn.Parameter(torch.from_numpy(Wq))
    sa_v1.W_key = torch.nn.Parameter(torch.from_numpy(Wk))
    sa_v1.W_value = torch.nn.Parameter(torch.from_numpy(Wv))
