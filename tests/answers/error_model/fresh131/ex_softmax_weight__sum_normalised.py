# exercise: ex_softmax_weight
# mistake: The learner normalises the scores by dividing by their sum (0.2278) instead of applying the softmax exp(ω₂₂)/Σ exp(ω₂ⱼ) (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
q = inputs[1]
omega = inputs @ q
print(omega)
w_tmp = omega / omega.sum()
print(w_tmp, w_tmp.sum())  # sums to 1, good
# w_soft = torch.exp(omega) / torch.exp(omega).sum()
ex_softmax_weight = round(w_tmp[1].item(), 4)
print(ex_softmax_weight)
