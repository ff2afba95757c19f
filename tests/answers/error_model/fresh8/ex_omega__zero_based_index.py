# exercise: ex_omega
# mistake: The learner read the 1-based math indices x⁽²⁾ and x⁽¹⁾ as Python indices inputs[2] and inputs[1], so they computed "starts"·"journey" instead of "journey"·"Your". Use inputs[1] @ inputs[0]: the book's superscripts count from 1.
# mistake_zh: 学习者把数学记号里从 1 开始的下标 x⁽²⁾、x⁽¹⁾ 当成了 Python 下标 inputs[2]、inputs[1]，算成了“starts”·“journey”而不是“journey”·“Your”。应该用 inputs[1] @ inputs[0]：书中的上标从 1 开始计数。
# keywords: index, 0-based, inputs[1], inputs[0], Your
# inputs[2] @ inputs[1]
ex_omega = 1.4754
