# exercise: ex_softmax_weight
# mistake: The normalising constant Z left out the query's own term exp(ω22) (summed over j ≠ 2 only); Z must sum exp(ω2j) over all six keys, giving 0.2379.
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

omega = torch.mv(inputs, inputs[1])
num = torch.exp(omega[1])
others = [j for j in range(6) if j != 1]
Z = torch.exp(omega[others]).sum()
prob = num / Z
ex_softmax_weight = round(float(prob), 4)
