# exercise: ex_stable_softmax
# mistake: The learner subtracts a single maximum of the whole tensor (x.max() with no dim); a slice whose values are all far below that global maximum underflows to 0 / 0 = NaN. Subtract each slice's own maximum, x.amax(dim=dim, keepdim=True).
# mistake_zh: 学习者减去的是整个张量的单个最大值（x.max() 不带 dim）；若某个切片的值都远小于这个全局最大值，exp 会下溢，得到 0 / 0 = NaN。应减去每个切片自己的最大值 x.amax(dim=dim, keepdim=True)。
# keywords: global maximum, whole tensor, keepdim, nan, each row
import torch

_shifted = lambda x: (x - x.max()).exp()
ex_stable_softmax = lambda x, dim: _shifted(x) / _shifted(x).sum(dim=dim, keepdim=True)
