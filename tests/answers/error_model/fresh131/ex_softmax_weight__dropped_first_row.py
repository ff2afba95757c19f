# exercise: ex_softmax_weight
# mistake: The learner slices inputs[1:], so the softmax runs over only five scores (without "Your") and the weight is taken from the wrong list; all six scores must enter the softmax (answer 0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
journey = inputs[1]
keys = inputs[1:]
print(keys.shape)
s = keys @ journey
a = s.exp() / s.exp().sum()
print(a)
ex_softmax_weight = round(a[0].item(), 4)
print("answer", ex_softmax_weight)
