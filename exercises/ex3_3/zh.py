"""Exercise ex3_3: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex3_3.title": "练习 3.3 · 初始化 GPT-2 规模的注意力模块",
    "ex3_3.statement": "编写 `ex3_3(MultiHeadAttention, device)`，构建并返回一个与最小的 GPT-2 "
        "规模相同的 `MultiHeadAttention`：12 个头，输入和输出都是 768 维，上下文长度 1024，"
        "dropout 为 0.0，`qkv_bias=False`（书中的默认值），并放在 `device` 上（调用 "
        "`.to(device)`：本应用在 CPU 上评分，教师可能在 GPU 上评分）。这样它有 2,360,064 "
        "个参数；真正的 GPT-2 注意力层有 2,362,368 个，因为它的查询、键、"
        "值三个线性层还带有偏置（多出 3 × 768 个）。",
    "ex3_3.hint.1": "在 MultiHeadAttention 中，d_out 是总维度；每个头得到 d_out / num_heads = "
        "64 维。",
    "ex3_3.hint.2": "用 .to(device) 移动模块。",
    "ex3_3.not_mha": "请返回 MultiHeadAttention 的实例，而不是 {got}。",
    "ex3_3.not_real": "参数 {name} 不是带有数值的真实参数（是 meta 张量或子类）。",
    "ex3_3.not_moved_to_called": "要求放到另一个设备上时，你的模块仍然在 {got} 上，尽管你的代码移动了它（.to() 或 .cuda()）："
        "移动到的并不是传进来的那个设备。device 可能是字符串（'cuda'），也可能是 torch.device 对象（评分器传入的是 meta 设备）："
        "按类型判断、或换成某个默认值，都会让模块留在原处。请把 device 原样传给 .to()：return MultiHeadAttention(...).to(device)。",
    "ex3_3.params_only": "你的代码通过给每个参数的 .data 重新赋值来移动模块，这只移动了参数：因果掩码是缓冲区（mha.mask），"
        "不是参数，它留在了创建时的设备上，所以在 GPU 上前向计算会混用两个设备。请移动整个模块，mha.to(device)，"
        "它会把参数和缓冲区一起移动。",
    "ex3_3.not_moved": "要求放到另一个设备上时，你的模块仍然在 {got} 上：它的参数和缓冲区从未移动（评分器用每台机器都有的 meta 设备来检查；在 GPU 上这个答案会出错）。"
        "tensor.to(device) 返回一个新张量，原来的张量留在原处，所以丢弃结果的 p.data.to(device) 什么也没有移动。"
        "请调用 module.to(device)，它会就地移动整个 Module，并返回这个模块。",
    "ex3_3.device": "参数在 {got} 上，应当在 {want} 上：请对模块调用 .to(device)。",
    "ex3_3.heads": "这个模块有 {got} 个头；最小的 GPT-2（124M）有 12 个。",
    "ex3_3.shape": "{name} 的形状是 {got}，应为 {want}：最小的 GPT-2（124M）把 768 维映射到 768 维。",
    "ex3_3.context": "因果掩码覆盖 {got} 个词元；最小的 GPT-2（124M）的上下文长度是 1024。",
    "ex3_3.count": "模块有 {got} 个参数；应为 {want} 个。",
    "ex3_3.output": "模块没有把 (1, 4, 768) 的输入映射为 (1, 4, 768) 的输出。",
    "ex3_3.qkv_bias": "模块有 {got} 个参数，应为 {want} 个：它是用 qkv_bias=True 构建的。真正的 GPT-2 的 {gpt2} "
        "个参数包含查询、键、值的偏置，但练习要求使用书中的默认值 qkv_bias=False。",
    "ex3_3.dtype": "参数 {name} 的类型是 {got}；模块请保持 float32。",
    "ex3_3.dropout": "这个模块的 dropout 是 {got}，但练习要求 dropout 为 0.0。",
    'ex3_3.not_moved_cached': '要求放到另一个设备上时，你的模块仍然在 {got} 上：你的代码把第一次调用时构建的模块保存了下来（存在文件中的一个名字里，即全局变量（global），或存在一个比这次调用活得更久的对象上），之后的调用都把同一个模块交回，所以为另一个设备发出的调用得到的是第一次调用的模块，在第一次调用的设备上。请在每次调用时都构建模块，并把它移到这次调用给出的设备上：return MultiHeadAttention(...).to(device)。',
    'ex3_3.not_moved_never': '要求放到另一个设备上时，你的模块仍然在 {got} 上：你的代码从未移动它（没有执行 .to(device) 或 .cuda()），所以它留在了创建时的位置（本评分器用每台机器都有的 meta 设备来检查；在 GPU 上这个答案会出错）。请移动模块并返回它：return MultiHeadAttention(...).to(device)。',
    'ex3_3.not_moved_dtype': "要求放到另一个设备上时，你的模块仍然在 {got} 上：你的代码调用 .to() 时只给了 dtype（例如 torch.float32），没有给设备，这只会转换数值类型，什么也不会移动。请把给定的设备传给 .to()：return MultiHeadAttention(...).to(device)。",
    'ex3_3.not_moved_conditional': "要求放到另一个设备上时，你的模块仍然在 {got} 上：你的代码只在对设备的某个检验成立时才移动它（与 'cuda' 这样的字符串比较、isinstance、torch.cuda.is_available()、device.type），而这里给出的设备通不过这个检验：设备可能是 torch.device 对象、'cuda:0'，或本评分器使用的 meta 设备。不论设备是什么都要移动：return MultiHeadAttention(...).to(device)。",
    'ex3_3.not_moved_children': '要求放到另一个设备上时，你的模块有一部分仍然在 {got} 上：你的代码逐个移动它的层（for child in mha.children()，或一个由 Linear 层组成的元组），层的 .to() 确实会原地移动它，但这样就漏掉了直接注册在 MultiHeadAttention 本身上的东西：它的因果掩码缓冲区（mha.mask）仍留在创建时的位置，于是在 GPU 上前向计算会混用两个设备。请移动整个模块 mha.to(device)，它会移动模块自己的缓冲区和每个子模块。',
    'ex3_3.not_moved_part': '要求放到另一个设备上时，你的模块仍然在 {got} 上：你的代码只移动了它的一部分（某个缓冲区或属性，例如 mha.mask.to(device)），Linear 层的权重仍留在原处（在 GPU 上前向计算会因张量位于两个设备而失败）。请移动整个模块，它会移动每个参数和缓冲区：return MultiHeadAttention(...).to(device)。',
}
