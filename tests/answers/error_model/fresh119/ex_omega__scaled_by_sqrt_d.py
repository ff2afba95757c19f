# exercise: ex_omega
# mistake: Divides the dot product by √3 as in scaled attention; ω₂₁ is the raw dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
# 查询 journey = x2, 键 Your = x1
chaxun = inputs[1]
jian = inputs[0]
defen = torch.dot(chaxun, jian) / inputs.shape[1] ** 0.5
ex_omega = round(defen.item(), 4)
