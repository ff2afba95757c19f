# exercise: ex_omega
# mistake: 1.4754 is ω₂₃, "journey" with "starts" (the third token): ω₂₁ uses the first token "Your", x⁽²⁾ · x⁽¹⁾ = 0.9544.
# mistake_zh: 1.4754 是 ω₂₃，即 “journey” 与第三个词 “starts” 的得分；ω₂₁ 应使用第一个词 “Your”，x⁽²⁾ · x⁽¹⁾ = 0.9544。
# keywords: index, your, first, token, pair

import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],   # Your
                       [0.55, 0.87, 0.66],   # journey
                       [0.57, 0.85, 0.64],   # starts
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
# omega_21 -> query 2, key 1 ... (I counted from 1 for the query but forgot for the key)
ex_omega = round(torch.dot(inputs[1], inputs[2]).item(), 4)
