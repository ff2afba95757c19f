# exercise: ex_context
# mistake: The learner divided the weighted sum by the number of tokens (6), as if taking a mean; the softmax weights already sum to 1, so z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ without any division.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
T = inputs.shape[0]
omega = inputs @ inputs[1]
alpha = torch.softmax(omega, dim=0)
z = sum(alpha[j] * inputs[j] for j in range(T)) / T
ex_context = [round(float(v), 4) for v in z]
