# exercise: ex_omega
# mistake: Used inputs[2] @ inputs[1] because the statement says x⁽²⁾ and x⁽¹⁾, so it is ω between 'starts' and 'journey' (ω₃₂), not ω₂₁. Tell them the book's superscripts are 1-based while Python indices are 0-based: x⁽²⁾ is inputs[1], x⁽¹⁾ is inputs[0].
# mistake_zh: 因为题目写的是 x⁽²⁾ 和 x⁽¹⁾，就用了 inputs[2] @ inputs[1]，结果是 “starts” 与 “journey” 的分数 ω₃₂，不是 ω₂₁。应告诉学习者：书里的上标从 1 开始，Python 索引从 0 开始，x⁽²⁾ 是 inputs[1]，x⁽¹⁾ 是 inputs[0]。
# keywords: index, 0-based, 1-based, starts, inputs[1], inputs[0]
# inputs[2] @ inputs[1] = 0.57*0.55 + 0.85*0.87 + 0.64*0.66
ex_omega = 1.4754
