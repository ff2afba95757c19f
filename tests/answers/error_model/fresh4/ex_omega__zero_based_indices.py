# exercise: ex_omega
# mistake: The learner read ω₂₁ with 0-based indices and took inputs[2] · inputs[1] ("starts" with "journey"); ω₂₁ uses 1-based token numbers, x⁽²⁾ = "journey" (inputs[1]) and x⁽¹⁾ = "Your" (inputs[0]).
# mistake_zh: 学习者按 0 起始的下标理解 ω₂₁，算成了 inputs[2] · inputs[1]（"starts" 与 "journey"）；ω₂₁ 的编号从 1 开始，x⁽²⁾ 是 "journey"（inputs[1]），x⁽¹⁾ 是 "Your"（inputs[0]）。
# keywords: index, 0-based, journey, your, inputs[1]
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

# omega_21 -> row 2, column 1
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
