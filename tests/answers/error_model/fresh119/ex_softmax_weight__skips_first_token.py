# exercise: ex_softmax_weight
# mistake: Off by one: takes the keys as inputs[1:], dropping 'Your' from the softmax and reading the wrong index; all six scores are needed (α₂₂ = 0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
# 第2个词 journey
chaxun = inputs[1]
# 键：第1个到第6个
jian = inputs[1:]
fenshu = jian @ chaxun
alpha = torch.exp(fenshu) / torch.exp(fenshu).sum()
ex_softmax_weight = round(alpha[1].item(), 4)
