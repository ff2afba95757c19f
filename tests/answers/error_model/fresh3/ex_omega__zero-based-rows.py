# exercise: ex_omega
# mistake: You read rows 2 and 1 of the tensor with 0-based indexing, so you computed “starts”·“journey” instead of x⁽²⁾·x⁽¹⁾ = inputs[1]·inputs[0].
# mistake_zh: 你用了从 0 开始的下标取第 2 行和第 1 行，算成了 “starts”·“journey”，而 x⁽²⁾·x⁽¹⁾ 应是 inputs[1]·inputs[0]。
# keywords: index, row, journey, your, zero-based

# inputs[2] @ inputs[1]
ex_omega = 1.4754
