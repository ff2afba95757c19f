# exercise: ex_softmax_weight
# mistake: Reported α₂₃ = 0.2333, the weight on 'starts' (inputs[2] with 0-based indexing), instead of α₂₂, the weight 'journey' gives to itself (inputs[1]). The two scores are close (1.4754 vs 1.4950), so check the index.
# mistake_zh: 给出的是 α₂₃ = 0.2333，即对 'starts' 的权重（0 起始下标的 inputs[2]），而不是 α₂₂——'journey' 对自身的权重（inputs[1]）。两个分数很接近（1.4754 与 1.4950），要检查下标。
# keywords: index, alpha_22, starts, 0-based, self weight
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(inputs @ inputs[1], dim=0)
ex_softmax_weight = round(w[2].item(), 4)
