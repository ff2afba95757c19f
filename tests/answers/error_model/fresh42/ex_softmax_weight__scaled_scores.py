# exercise: ex_softmax_weight
# mistake: Divides the scores by √3 before the softmax, although the statement says no scaling; α₂₂ from the raw scores is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query = inputs[1]
fenshu = inputs @ query            # 6 个分数
fenshu = fenshu / inputs.shape[-1] ** 0.5
quanzhong = torch.softmax(fenshu, dim=0)
print(quanzhong)
ex_softmax_weight = round(quanzhong[1].item(), 4)
