# exercise: ex_stable_softmax
# mistake: x.max(dim, keepdim=True)[1] is the position (argmax index) of the maximum, not its value; subtracting an index does not prevent overflow for scores like 1e4. Use x.max(dim, keepdim=True)[0] (.values) or x.amax.
# mistake_zh: x.max(dim, keepdim=True)[1] 是最大值所在的位置（argmax 下标），不是最大值本身；减去一个下标无法防止 1e4 这样的分数溢出。应使用 x.max(dim, keepdim=True)[0]（.values）或 x.amax。
# keywords: indices, argmax, values, [0], overflow
import torch


def ex_stable_softmax(x, dim):
    # torch.max 返回 (values, indices)
    mx = x.max(dim, keepdim=True)[1]
    z = x - mx
    return torch.exp(z) / torch.exp(z).sum(dim, keepdim=True)
