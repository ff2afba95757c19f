# exercise: ex_omega
# mistake: Read ω₂₁ with 0-based indexing, inputs[2] · inputs[1], i.e. 'starts'·'journey' = 1.4754 instead of x⁽²⁾ · x⁽¹⁾ = 'journey'·'Your'. The book's indices are 1-based: x⁽¹⁾ is inputs[0], x⁽²⁾ is inputs[1].
# mistake_zh: 用 0 起始的下标理解 ω₂₁，算成了 inputs[2] · inputs[1]，即 'starts'·'journey' = 1.4754，而不是 x⁽²⁾ · x⁽¹⁾ = 'journey'·'Your'。书中下标从 1 开始：x⁽¹⁾ 是 inputs[0]，x⁽²⁾ 是 inputs[1]。
# keywords: index, 1-based, inputs[0], Your, starts
ex_omega = 1.4754  # inputs[2] @ inputs[1]
