# exercise: ex_omega
# mistake: Computes the scores of "journey" against inputs[1:] and then takes entry 0, which is now "journey" itself (x2 . x2 = 1.4950), not "Your"; the key "Your" is inputs[0].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x2 = inputs[1]
others = inputs[1:]          # skip the first row
w = x2 @ others.mT
ex_omega = round(float(w[0]), 4)
